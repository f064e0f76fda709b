// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaInterfacesEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * A metadata event: describes the system (names, resolution) and has no timestamp.
 */
public sealed interface MetadataEvent extends TraceEvent permits TsResolutionNs, IsrName, EvtmarkerName, ValmarkerName, CatalogueFingerprint, TsFrequencyHz, FreertosTaskName, FreertosTaskIsIdleTask, FreertosTaskIsTimerTask, FreertosQueueName, FreertosQueueKind, FreertosStreamBufferKind, FreertosStreamBufferName, FreertosEventGroupName, FreertosTimerName, FreertosTaskEvtmarkerName, FreertosTaskValmarkerName, DemoBoardName, DynamicMetadataEvent {
}
