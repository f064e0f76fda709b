<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#-- The application trace functions, declarations. Model: source, regenerate, groups (AppGroup). -->
/*
 * tband_app_events.h: trace functions for the application events of the catalogue.
 *
 * GENERATED from ${cComment(source)} by the Tonband generator. Do not edit: <#if regenerate?has_content>${regenerate}.<#else>change the catalogue or
 * generator/src/main/resources/templates/c/tband_app_events.h.ftl and run `mvn generate-sources`.</#if>
 *
<#list licenseLines as line>
 * ${line}
</#list>
 *
 * One function per event variant of every application group (every group not marked
 * builtin): it takes the timestamp, encodes the event and hands it to the runtime's backend,
 * exactly like tband_isr_enter(); metadata events also go to the metadata buffer. Compile
 * tband_app_events.c with the runtime. With tband_configENABLE 0, or the group's
 * tband_config<GROUP>_TRACE_ENABLE 0, every call compiles to nothing.
 */
#ifndef TBAND_APP_EVENTS_H
#define TBAND_APP_EVENTS_H

#include "tband.h"
#include "tband_encode.h"

#ifdef __cplusplus
extern "C" {
#endif
<#list groups as g>

/* ==== Group ${g.name()}: ${cComment(g.description())} */

#ifndef ${g.option()}
#define ${g.option()} 1
#endif

#if tband_configENABLE && ${g.option()}
<#list g.events() as ev>

/* ${cComment(ev.description())}<#if ev.metadata()> (metadata: kept in the metadata buffer)</#if> */
<#list ev.functions() as fn>
<#if fn.summary()?has_content>
/* ${fn.summary()} */
</#if>
void ${fn.name()}(${fn.params()});
</#list>
</#list>
#else
<#list g.events() as ev>
<#list ev.functions() as fn>
#define ${fn.name()}(${fn.paramNames()?join(", ")}) (${fn.voidArgs()})
</#list>
</#list>
#endif
</#list>

#ifdef __cplusplus
}
#endif

#endif /* TBAND_APP_EVENTS_H */
