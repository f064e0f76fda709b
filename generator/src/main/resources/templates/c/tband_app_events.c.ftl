<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#-- The application trace functions, definitions. Model: source, regenerate, groups (AppGroup). -->
/*
 * tband_app_events.c: trace functions for the application events of the catalogue.
 *
 * GENERATED from ${cComment(source)} by the Tonband generator. Do not edit: <#if regenerate?has_content>${regenerate}.<#else>change the catalogue or
 * generator/src/main/resources/templates/c/tband_app_events.c.ftl and run `mvn generate-sources`.</#if>
 *
<#list licenseLines as line>
 * ${line}
</#list>
 *
 * Built with the runtime's public headers only (tband.h and your tband_config.h on the include
 * path); see tband_app_events.h. Each function hands its fields to impl_tband_emit(), which
 * takes the timestamp and calls the event's encoder inside the runtime's critical section.
 */
#include "tband_app_events.h"

#if tband_configENABLE
<#list groups as g>

/* ==== Group ${g.name()} */
#if ${g.option()}
<#list g.events() as ev>
<#list ev.functions() as fn>
<#if fn.fields()?has_content>

struct ${fn.name()}__fields {
<#list fn.fields() as f>
  ${f};
</#list>
};
</#if>

static size_t ${fn.name()}__encode(uint8_t *buf, uint64_t ts, const void *fields) {
<#if fn.fields()?has_content>
  const struct ${fn.name()}__fields *f = (const struct ${fn.name()}__fields *)fields;
<#else>
  (void)fields;
</#if>
<#if !fn.timestamp()>
  (void)ts;
</#if>
  return ${fn.encoder()}(buf<#if fn.timestamp()>, ts</#if><#list fn.paramNames() as p>, f->${p}</#list>);
}

void ${fn.name()}(${fn.params()}) {
  uint8_t buf[EVT_${fn.macroStem()}_MAXLEN];
<#if fn.fields()?has_content>
  struct ${fn.name()}__fields f;
</#if>
  TBAND_CHECK_EVENT_FITS(${fn.macroStem()});
<#list fn.paramNames() as p>
  f.${p} = ${p};
</#list>
  impl_tband_emit(buf, EVT_${fn.macroStem()}_IS_METADATA, ${fn.name()}__encode, <#if fn.fields()?has_content>&f<#else>NULL</#if>);
}
</#list>
</#list>
#endif
</#list>

#else
/* ISO C forbids an empty translation unit. */
typedef int tband_app_events_disabled;
#endif /* tband_configENABLE */
