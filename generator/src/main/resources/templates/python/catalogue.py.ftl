<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<#-- Model: source, regenerate, fingerprint, events (PythonEmitter.PyEvent). -->
<@banner "The catalogue as run-time tables."/>
"""The catalogue this package was generated from (${pyDoc(source)}), as tables."""
from __future__ import annotations

from typing import Dict, Type

from . import events

#: The catalogue's fingerprint, which firmware built from it sends in its catalogue_fingerprint
#: event: a trace with another fingerprint was recorded with another catalogue.
FINGERPRINT = ${fingerprint}

#: Every event class by its event id, in catalogue order.
EVENT_CLASSES: Dict[int, Type[events.TraceEvent]] = {
<#list events as e>
    ${e.idHex()}: events.${e.className()},
</#list>
}
