<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
# The Python codec of the catalogue: pip install this folder.
#
# GENERATED from ${pyComment(source)} by the Tonband generator. Do not edit: <#if regenerate?has_content>${pyComment(regenerate)}.<#else>change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.</#if>
#
<#list licenseLines as line>
# ${line}
</#list>

[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "${distribution}"
version = "0.1.0"
# pip show names the catalogue: its file and its fingerprint, which its firmware sends.
description = "Decodes Tonband device traces of the catalogue ${catalogueFile} (fingerprint ${fingerprint}) into Python events, one class per catalogue event"
requires-python = ">=3.9"
license = {text = "MIT"}
classifiers = ["Programming Language :: Python :: 3", "Typing :: Typed"]

[project.optional-dependencies]
# budgets.load() reads YAML; the decoder and timing need the standard library alone.
budgets = ["PyYAML>=5.1"]

[tool.setuptools.packages.find]
where = ["src"]

[tool.setuptools.package-data]
${package} = ["py.typed"]
