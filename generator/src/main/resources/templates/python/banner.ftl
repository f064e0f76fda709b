<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#-- The opening comment of every file of the Python package. Model: source, regenerate. -->
<#macro banner summary>
# ${summary}
#
# GENERATED from ${pyComment(source)} by the Tonband generator. Do not edit: <#if regenerate?has_content>${pyComment(regenerate)}.<#else>change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.</#if>
#
<#list licenseLines as line>
# ${line}
</#list>
</#macro>
