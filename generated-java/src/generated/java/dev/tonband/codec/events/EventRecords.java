// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/RecordAccessEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Every event record's fields by index, and every record from its fields, without reflection.
 * Indexes follow {@code EventType.fields()}; a field's value is its record component boxed (a
 * {@code Long} for u32, u64, s64, an {@code Integer} for u8, u16, s32, a {@code String}, an
 * enum constant, a {@code byte[]} for bytes, a primitive array for an array), and null for an
 * absent optional field.
 */
public final class EventRecords {
  private EventRecords() {
  }

  /**
   * The values of every field of {@code event}, in catalogue order (the timestamp is not a field).
   */
  public static Object[] fields(TraceEvent event) {
    return switch (event.eventId()) {
      case 0x00 -> new Object[] {((CoreId) event).coreId()};
      case 0x01 -> new Object[] {((DroppedEvtCnt) event).cnt()};
      case 0x02 -> new Object[] {((TsResolutionNs) event).nsPerTs()};
      case 0x03 -> new Object[] {((IsrName) event).isrId(), ((IsrName) event).name()};
      case 0x04 -> new Object[] {((IsrEnter) event).isrId()};
      case 0x05 -> new Object[] {((IsrExit) event).isrId()};
      case 0x06 -> new Object[] {((EvtmarkerName) event).evtmarkerId(), ((EvtmarkerName) event).name()};
      case 0x07 -> new Object[] {((Evtmarker) event).evtmarkerId(), ((Evtmarker) event).msg()};
      case 0x08 -> new Object[] {((EvtmarkerBegin) event).evtmarkerId(), ((EvtmarkerBegin) event).msg()};
      case 0x09 -> new Object[] {((EvtmarkerEnd) event).evtmarkerId()};
      case 0x0A -> new Object[] {((ValmarkerName) event).valmarkerId(), ((ValmarkerName) event).name()};
      case 0x0B -> new Object[] {((Valmarker) event).valmarkerId(), ((Valmarker) event).val()};
      case 0x26 -> new Object[] {((CatalogueFingerprint) event).fingerprint()};
      case 0x27 -> new Object[] {((TsFrequencyHz) event).hz()};
      case 0x54 -> new Object[] {((FreertosTaskSwitchedIn) event).taskId()};
      case 0x55 -> new Object[] {((FreertosTaskToRdyState) event).taskId()};
      case 0x56 -> new Object[] {((FreertosTaskResumed) event).taskId()};
      case 0x57 -> new Object[] {((FreertosTaskResumedFromIsr) event).taskId()};
      case 0x58 -> new Object[] {((FreertosTaskSuspended) event).taskId()};
      case 0x59 -> new Object[] {((FreertosCurtaskDelay) event).ticks()};
      case 0x5A -> new Object[] {((FreertosCurtaskDelayUntil) event).timeToWake()};
      case 0x5B -> new Object[] {((FreertosTaskPrioritySet) event).taskId(), ((FreertosTaskPrioritySet) event).priority()};
      case 0x5C -> new Object[] {((FreertosTaskPriorityInherit) event).taskId(), ((FreertosTaskPriorityInherit) event).priority()};
      case 0x5D -> new Object[] {((FreertosTaskPriorityDisinherit) event).taskId(), ((FreertosTaskPriorityDisinherit) event).priority()};
      case 0x5E -> new Object[] {((FreertosTaskCreated) event).taskId()};
      case 0x5F -> new Object[] {((FreertosTaskName) event).taskId(), ((FreertosTaskName) event).name()};
      case 0x60 -> new Object[] {((FreertosTaskIsIdleTask) event).taskId(), ((FreertosTaskIsIdleTask) event).coreId()};
      case 0x61 -> new Object[] {((FreertosTaskIsTimerTask) event).taskId()};
      case 0x62 -> new Object[] {((FreertosTaskDeleted) event).taskId()};
      case 0x63 -> new Object[] {((FreertosQueueCreated) event).queueId()};
      case 0x64 -> new Object[] {((FreertosQueueName) event).queueId(), ((FreertosQueueName) event).name()};
      case 0x65 -> new Object[] {((FreertosQueueKind) event).queueId(), ((FreertosQueueKind) event).kind()};
      case 0x66 -> new Object[] {((FreertosQueueSend) event).queueId(), ((FreertosQueueSend) event).lenAfter()};
      case 0x67 -> new Object[] {((FreertosQueueSendFromIsr) event).queueId(), ((FreertosQueueSendFromIsr) event).lenAfter()};
      case 0x68 -> new Object[] {((FreertosQueueOverwrite) event).queueId(), ((FreertosQueueOverwrite) event).lenAfter()};
      case 0x69 -> new Object[] {((FreertosQueueOverwriteFromIsr) event).queueId(), ((FreertosQueueOverwriteFromIsr) event).lenAfter()};
      case 0x6A -> new Object[] {((FreertosQueueReceive) event).queueId(), ((FreertosQueueReceive) event).lenAfter()};
      case 0x6B -> new Object[] {((FreertosQueueReceiveFromIsr) event).queueId(), ((FreertosQueueReceiveFromIsr) event).lenAfter()};
      case 0x6C -> new Object[] {((FreertosQueueReset) event).queueId()};
      case 0x6D -> new Object[] {((FreertosCurtaskBlockOnQueuePeek) event).queueId(), ((FreertosCurtaskBlockOnQueuePeek) event).ticksToWait()};
      case 0x6E -> new Object[] {((FreertosCurtaskBlockOnQueueSend) event).queueId(), ((FreertosCurtaskBlockOnQueueSend) event).ticksToWait()};
      case 0x6F -> new Object[] {((FreertosCurtaskBlockOnQueueReceive) event).queueId(), ((FreertosCurtaskBlockOnQueueReceive) event).ticksToWait()};
      case 0x70 -> new Object[] {((FreertosQueueCurLength) event).queueId(), ((FreertosQueueCurLength) event).length()};
      case 0x0C -> new Object[] {((FreertosQueueDeleted) event).queueId()};
      case 0x0D -> new Object[] {((FreertosStreamBufferCreated) event).sbId(), ((FreertosStreamBufferCreated) event).kind(), ((FreertosStreamBufferCreated) event).size()};
      case 0x0E -> new Object[] {((FreertosStreamBufferKind) event).sbId(), ((FreertosStreamBufferKind) event).kind(), ((FreertosStreamBufferKind) event).size()};
      case 0x0F -> new Object[] {((FreertosStreamBufferName) event).sbId(), ((FreertosStreamBufferName) event).name()};
      case 0x10 -> new Object[] {((FreertosStreamBufferSend) event).sbId(), ((FreertosStreamBufferSend) event).bytes(), ((FreertosStreamBufferSend) event).lenAfter()};
      case 0x11 -> new Object[] {((FreertosStreamBufferSendFromIsr) event).sbId(), ((FreertosStreamBufferSendFromIsr) event).bytes(), ((FreertosStreamBufferSendFromIsr) event).lenAfter()};
      case 0x12 -> new Object[] {((FreertosStreamBufferReceive) event).sbId(), ((FreertosStreamBufferReceive) event).bytes(), ((FreertosStreamBufferReceive) event).lenAfter()};
      case 0x13 -> new Object[] {((FreertosStreamBufferReceiveFromIsr) event).sbId(), ((FreertosStreamBufferReceiveFromIsr) event).bytes(), ((FreertosStreamBufferReceiveFromIsr) event).lenAfter()};
      case 0x14 -> new Object[] {((FreertosStreamBufferReset) event).sbId()};
      case 0x15 -> new Object[] {((FreertosCurtaskBlockOnStreamBufferSend) event).sbId()};
      case 0x16 -> new Object[] {((FreertosCurtaskBlockOnStreamBufferReceive) event).sbId()};
      case 0x17 -> new Object[] {((FreertosStreamBufferDeleted) event).sbId()};
      case 0x18 -> new Object[] {((FreertosEventGroupCreated) event).egId()};
      case 0x19 -> new Object[] {((FreertosEventGroupName) event).egId(), ((FreertosEventGroupName) event).name()};
      case 0x1A -> new Object[] {((FreertosEventGroupSetBits) event).egId(), ((FreertosEventGroupSetBits) event).bits(), ((FreertosEventGroupSetBits) event).value()};
      case 0x1B -> new Object[] {((FreertosEventGroupClearBits) event).egId(), ((FreertosEventGroupClearBits) event).bits(), ((FreertosEventGroupClearBits) event).value()};
      case 0x1C -> new Object[] {((FreertosCurtaskBlockOnEventGroup) event).egId(), ((FreertosCurtaskBlockOnEventGroup) event).bits()};
      case 0x1D -> new Object[] {((FreertosEventGroupDeleted) event).egId()};
      case 0x1E -> new Object[] {((FreertosTaskNotify) event).taskId(), ((FreertosTaskNotify) event).index()};
      case 0x1F -> new Object[] {((FreertosTaskNotifyFromIsr) event).taskId(), ((FreertosTaskNotifyFromIsr) event).index()};
      case 0x20 -> new Object[] {((FreertosCurtaskBlockOnNotify) event).index()};
      case 0x21 -> new Object[] {((FreertosTimerCreated) event).timerId()};
      case 0x22 -> new Object[] {((FreertosTimerName) event).timerId(), ((FreertosTimerName) event).name()};
      case 0x23 -> new Object[] {((FreertosTimerExpired) event).timerId()};
      case 0x24 -> new Object[] {((FreertosQueuePeek) event).queueId(), ((FreertosQueuePeek) event).length()};
      case 0x25 -> new Object[] {((FreertosQueuePeekFromIsr) event).queueId(), ((FreertosQueuePeekFromIsr) event).length()};
      case 0x28 -> new Object[] {((FreertosHeapMalloc) event).address(), ((FreertosHeapMalloc) event).size()};
      case 0x29 -> new Object[] {((FreertosHeapFree) event).address(), ((FreertosHeapFree) event).size()};
      case 0x2A -> new Object[] {((FreertosHeapMallocFailed) event).size()};
      case 0x34 -> new Object[] {((FreertosTaskStackLow) event).taskId(), ((FreertosTaskStackLow) event).free()};
      case 0x35 -> new Object[] {((FreertosTaskStackHighWater) event).taskId(), ((FreertosTaskStackHighWater) event).freeMin()};
      case 0x2B -> new Object[] {((FreertosQueueCallFailed) event).queueId(), ((FreertosQueueCallFailed) event).call()};
      case 0x2C -> new Object[] {((FreertosStreamBufferCallFailed) event).sbId(), ((FreertosStreamBufferCallFailed) event).call()};
      case 0x7A -> new Object[] {((FreertosTaskEvtmarkerName) event).evtmarkerId(), ((FreertosTaskEvtmarkerName) event).taskId(), ((FreertosTaskEvtmarkerName) event).name()};
      case 0x7B -> new Object[] {((FreertosTaskEvtmarker) event).evtmarkerId(), ((FreertosTaskEvtmarker) event).msg()};
      case 0x7C -> new Object[] {((FreertosTaskEvtmarkerBegin) event).evtmarkerId(), ((FreertosTaskEvtmarkerBegin) event).msg()};
      case 0x7D -> new Object[] {((FreertosTaskEvtmarkerEnd) event).evtmarkerId()};
      case 0x7E -> new Object[] {((FreertosTaskValmarkerName) event).valmarkerId(), ((FreertosTaskValmarkerName) event).taskId(), ((FreertosTaskValmarkerName) event).name()};
      case 0x7F -> new Object[] {((FreertosTaskValmarker) event).valmarkerId(), ((FreertosTaskValmarker) event).val()};
      case 0x80 -> new Object[] {((DemoSensorSample) event).sensor(), ((DemoSensorSample) event).value(), present(((DemoSensorSample) event).raw()), present(((DemoSensorSample) event).quality())};
      case 0x81 -> new Object[] {((DemoMotorState) event).motor(), ((DemoMotorState) event).state()};
      case 0x82 -> new Object[] {((DemoLogLine) event).level(), ((DemoLogLine) event).text()};
      case 0x83 -> new Object[] {((DemoBoardName) event).name()};
      default -> throw new IllegalArgumentException("not an event of this catalogue: " + event);
    };
  }

  /**
   * The record of event {@code id} with timestamp {@code ts} (ignored for metadata events) and the
   * values of its fields as {@link #fields} gives them.
   *
   * @throws IllegalArgumentException when a value is out of its field's range (the record's own check)
   */
  public static TraceEvent create(int id, long ts, Object[] fields) {
    return switch (id) {
      case 0x00 -> new CoreId(ts, (Long) fields[0]);
      case 0x01 -> new DroppedEvtCnt(ts, (Long) fields[0]);
      case 0x02 -> new TsResolutionNs((Long) fields[0]);
      case 0x03 -> new IsrName((Long) fields[0], (String) fields[1]);
      case 0x04 -> new IsrEnter(ts, (Long) fields[0]);
      case 0x05 -> new IsrExit(ts, (Long) fields[0]);
      case 0x06 -> new EvtmarkerName((Long) fields[0], (String) fields[1]);
      case 0x07 -> new Evtmarker(ts, (Long) fields[0], (String) fields[1]);
      case 0x08 -> new EvtmarkerBegin(ts, (Long) fields[0], (String) fields[1]);
      case 0x09 -> new EvtmarkerEnd(ts, (Long) fields[0]);
      case 0x0A -> new ValmarkerName((Long) fields[0], (String) fields[1]);
      case 0x0B -> new Valmarker(ts, (Long) fields[0], (Long) fields[1]);
      case 0x26 -> new CatalogueFingerprint((Long) fields[0]);
      case 0x27 -> new TsFrequencyHz((Long) fields[0]);
      case 0x54 -> new FreertosTaskSwitchedIn(ts, (Long) fields[0]);
      case 0x55 -> new FreertosTaskToRdyState(ts, (Long) fields[0]);
      case 0x56 -> new FreertosTaskResumed(ts, (Long) fields[0]);
      case 0x57 -> new FreertosTaskResumedFromIsr(ts, (Long) fields[0]);
      case 0x58 -> new FreertosTaskSuspended(ts, (Long) fields[0]);
      case 0x59 -> new FreertosCurtaskDelay(ts, (Long) fields[0]);
      case 0x5A -> new FreertosCurtaskDelayUntil(ts, (Long) fields[0]);
      case 0x5B -> new FreertosTaskPrioritySet(ts, (Long) fields[0], (Long) fields[1]);
      case 0x5C -> new FreertosTaskPriorityInherit(ts, (Long) fields[0], (Long) fields[1]);
      case 0x5D -> new FreertosTaskPriorityDisinherit(ts, (Long) fields[0], (Long) fields[1]);
      case 0x5E -> new FreertosTaskCreated(ts, (Long) fields[0]);
      case 0x5F -> new FreertosTaskName((Long) fields[0], (String) fields[1]);
      case 0x60 -> new FreertosTaskIsIdleTask((Long) fields[0], (Long) fields[1]);
      case 0x61 -> new FreertosTaskIsTimerTask((Long) fields[0]);
      case 0x62 -> new FreertosTaskDeleted(ts, (Long) fields[0]);
      case 0x63 -> new FreertosQueueCreated(ts, (Long) fields[0]);
      case 0x64 -> new FreertosQueueName((Long) fields[0], (String) fields[1]);
      case 0x65 -> new FreertosQueueKind((Long) fields[0], (FrQueueKind) fields[1]);
      case 0x66 -> new FreertosQueueSend(ts, (Long) fields[0], (Long) fields[1]);
      case 0x67 -> new FreertosQueueSendFromIsr(ts, (Long) fields[0], (Long) fields[1]);
      case 0x68 -> new FreertosQueueOverwrite(ts, (Long) fields[0], (Long) fields[1]);
      case 0x69 -> new FreertosQueueOverwriteFromIsr(ts, (Long) fields[0], (Long) fields[1]);
      case 0x6A -> new FreertosQueueReceive(ts, (Long) fields[0], (Long) fields[1]);
      case 0x6B -> new FreertosQueueReceiveFromIsr(ts, (Long) fields[0], (Long) fields[1]);
      case 0x6C -> new FreertosQueueReset(ts, (Long) fields[0]);
      case 0x6D -> new FreertosCurtaskBlockOnQueuePeek(ts, (Long) fields[0], (Long) fields[1]);
      case 0x6E -> new FreertosCurtaskBlockOnQueueSend(ts, (Long) fields[0], (Long) fields[1]);
      case 0x6F -> new FreertosCurtaskBlockOnQueueReceive(ts, (Long) fields[0], (Long) fields[1]);
      case 0x70 -> new FreertosQueueCurLength(ts, (Long) fields[0], (Long) fields[1]);
      case 0x0C -> new FreertosQueueDeleted(ts, (Long) fields[0]);
      case 0x0D -> new FreertosStreamBufferCreated(ts, (Long) fields[0], (FrStreamBufferKind) fields[1], (Long) fields[2]);
      case 0x0E -> new FreertosStreamBufferKind((Long) fields[0], (FrStreamBufferKind) fields[1], (Long) fields[2]);
      case 0x0F -> new FreertosStreamBufferName((Long) fields[0], (String) fields[1]);
      case 0x10 -> new FreertosStreamBufferSend(ts, (Long) fields[0], (Long) fields[1], (Long) fields[2]);
      case 0x11 -> new FreertosStreamBufferSendFromIsr(ts, (Long) fields[0], (Long) fields[1], (Long) fields[2]);
      case 0x12 -> new FreertosStreamBufferReceive(ts, (Long) fields[0], (Long) fields[1], (Long) fields[2]);
      case 0x13 -> new FreertosStreamBufferReceiveFromIsr(ts, (Long) fields[0], (Long) fields[1], (Long) fields[2]);
      case 0x14 -> new FreertosStreamBufferReset(ts, (Long) fields[0]);
      case 0x15 -> new FreertosCurtaskBlockOnStreamBufferSend(ts, (Long) fields[0]);
      case 0x16 -> new FreertosCurtaskBlockOnStreamBufferReceive(ts, (Long) fields[0]);
      case 0x17 -> new FreertosStreamBufferDeleted(ts, (Long) fields[0]);
      case 0x18 -> new FreertosEventGroupCreated(ts, (Long) fields[0]);
      case 0x19 -> new FreertosEventGroupName((Long) fields[0], (String) fields[1]);
      case 0x1A -> new FreertosEventGroupSetBits(ts, (Long) fields[0], (Long) fields[1], (Long) fields[2]);
      case 0x1B -> new FreertosEventGroupClearBits(ts, (Long) fields[0], (Long) fields[1], (Long) fields[2]);
      case 0x1C -> new FreertosCurtaskBlockOnEventGroup(ts, (Long) fields[0], (Long) fields[1]);
      case 0x1D -> new FreertosEventGroupDeleted(ts, (Long) fields[0]);
      case 0x1E -> new FreertosTaskNotify(ts, (Long) fields[0], (Long) fields[1]);
      case 0x1F -> new FreertosTaskNotifyFromIsr(ts, (Long) fields[0], (Long) fields[1]);
      case 0x20 -> new FreertosCurtaskBlockOnNotify(ts, (Long) fields[0]);
      case 0x21 -> new FreertosTimerCreated(ts, (Long) fields[0]);
      case 0x22 -> new FreertosTimerName((Long) fields[0], (String) fields[1]);
      case 0x23 -> new FreertosTimerExpired(ts, (Long) fields[0]);
      case 0x24 -> new FreertosQueuePeek(ts, (Long) fields[0], (Long) fields[1]);
      case 0x25 -> new FreertosQueuePeekFromIsr(ts, (Long) fields[0], (Long) fields[1]);
      case 0x28 -> new FreertosHeapMalloc(ts, (Long) fields[0], (Long) fields[1]);
      case 0x29 -> new FreertosHeapFree(ts, (Long) fields[0], (Long) fields[1]);
      case 0x2A -> new FreertosHeapMallocFailed(ts, (Long) fields[0]);
      case 0x34 -> new FreertosTaskStackLow(ts, (Long) fields[0], (Long) fields[1]);
      case 0x35 -> new FreertosTaskStackHighWater(ts, (Long) fields[0], (Long) fields[1]);
      case 0x2B -> new FreertosQueueCallFailed(ts, (Long) fields[0], (FrFailedCall) fields[1]);
      case 0x2C -> new FreertosStreamBufferCallFailed(ts, (Long) fields[0], (FrFailedCall) fields[1]);
      case 0x7A -> new FreertosTaskEvtmarkerName((Long) fields[0], (Long) fields[1], (String) fields[2]);
      case 0x7B -> new FreertosTaskEvtmarker(ts, (Long) fields[0], (String) fields[1]);
      case 0x7C -> new FreertosTaskEvtmarkerBegin(ts, (Long) fields[0], (String) fields[1]);
      case 0x7D -> new FreertosTaskEvtmarkerEnd(ts, (Long) fields[0]);
      case 0x7E -> new FreertosTaskValmarkerName((Long) fields[0], (Long) fields[1], (String) fields[2]);
      case 0x7F -> new FreertosTaskValmarker(ts, (Long) fields[0], (Long) fields[1]);
      case 0x80 -> new DemoSensorSample(ts, (Integer) fields[0], (Long) fields[1], optionalLong(fields[2]), optionalInt(fields[3]));
      case 0x81 -> new DemoMotorState(ts, (Integer) fields[0], (DemoMotorPhase) fields[1]);
      case 0x82 -> new DemoLogLine(ts, (Integer) fields[0], (String) fields[1]);
      case 0x83 -> new DemoBoardName((String) fields[0]);
      default -> throw new IllegalArgumentException("no event of this catalogue has id " + id);
    };
  }

  /**
   * The constant of the enum of field {@code index} of event {@code id} that is encoded as
   * {@code wire}; null when the enum declares no such value or the field is no enum.
   */
  public static Enum<?> enumConstant(int id, int index, int wire) {
    return switch (id) {
      case 0x65 -> index == 1 ? FrQueueKind.fromWire(wire) : null;
      case 0x0D -> index == 1 ? FrStreamBufferKind.fromWire(wire) : null;
      case 0x0E -> index == 1 ? FrStreamBufferKind.fromWire(wire) : null;
      case 0x2B -> index == 1 ? FrFailedCall.fromWire(wire) : null;
      case 0x2C -> index == 1 ? FrFailedCall.fromWire(wire) : null;
      case 0x81 -> index == 1 ? DemoMotorPhase.fromWire(wire) : null;
      default -> null;
    };
  }

  private static Long present(OptionalLong value) {
    return value.isPresent() ? Long.valueOf(value.getAsLong()) : null;
  }

  private static OptionalLong optionalLong(Object value) {
    return value == null ? OptionalLong.empty() : OptionalLong.of((Long) value);
  }

  private static Integer present(OptionalInt value) {
    return value.isPresent() ? Integer.valueOf(value.getAsInt()) : null;
  }

  private static OptionalInt optionalInt(Object value) {
    return value == null ? OptionalInt.empty() : OptionalInt.of(((Number) value).intValue());
  }
}
