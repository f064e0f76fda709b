<#-- The application trace functions, definitions. Model: source, groups (AppGroup). -->
/*
 * tband_app_events.c: trace functions for the application events of the catalogue.
 *
 * GENERATED from ${cComment(source)} by the Tonband generator. Do not edit: change the catalogue or
 * generator/src/main/resources/templates/c/tband_app_events.c.ftl and run `mvn generate-sources`.
 *
 * Built with the runtime (it needs target-firmware/src on the include path); see
 * tband_app_events.h.
 */
#include "tband_internal.h"
#include "tband_app_events.h"

#if tband_configENABLE
<#list groups as g>

/* ==== Group ${g.name()} */
#if ${g.option()}
<#list g.events() as ev>
<#list ev.functions() as fn>

void ${fn.name()}(${fn.params()}) {
  TBAND_EMIT(${fn.macroStem()}, ${fn.encoder()}(tband_buf<#if fn.timestamp()>, tband_ts</#if><#if fn.args()?has_content>, ${fn.args()}</#if>));
}
</#list>
</#list>
#endif
</#list>

#else
/* ISO C forbids an empty translation unit. */
typedef int tband_app_events_disabled;
#endif /* tband_configENABLE */
