// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaDecoderEmitter.java
// and run `mvn generate-sources`.
package dev.tonband.codec.events;

import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.StrView;

/**
 * Writes each visited event into a row of {@link #WIDTH} longs, for a consumer that keeps
 * millions of events a while (a look-ahead, a ring) without a record per event, and replays rows
 * to a visitor ({@link #replay}). A row holds the timestamp (0 for a metadata event), then each
 * field but a string in order: an optional one as its presence flag (1 or 0) and its value, an
 * enum as its wire value. A string field's UTF-8 bytes, or the record of an event that came as
 * one ({@link #onDynamicEvent}), go beside the row, in {@link #object}.
 */
public abstract class EventSlots implements EventVisitor {
  /**
   * Longs per row.
   */
  public static final int WIDTH = 7;

  /**
   * The row of the event being accepted.
   */
  protected final long[] row = new long[WIDTH];

  /**
   * Its string's bytes ({@code byte[]}), its record ({@link TraceEvent}), or null.
   */
  protected Object object;

  /**
   * Takes the event just written to {@link #row} and {@link #object}; {@code ts} is 0 when it is untimed.
   */
  protected abstract void accept(int id, boolean timed, long ts);

  /**
   * Kept as its record, which {@link #replay} hands on as it is.
   */
  @Override
  public void onDynamicEvent(TraceEvent event) {
    object = event;
    if (event instanceof TimedEvent timed) {
      accept(event.eventId(), true, timed.ts());
    } else {
      accept(event.eventId(), false, 0);
    }
  }

  @Override
  public void onCoreId(long ts, long coreId) {
    row[0] = ts;
    row[1] = coreId;
    object = null;
    accept(CoreId.ID, true, ts);
  }

  @Override
  public void onDroppedEvtCnt(long ts, long cnt) {
    row[0] = ts;
    row[1] = cnt;
    object = null;
    accept(DroppedEvtCnt.ID, true, ts);
  }

  @Override
  public void onTsResolutionNs(long nsPerTs) {
    row[0] = 0;
    row[1] = nsPerTs;
    object = null;
    accept(TsResolutionNs.ID, false, 0);
  }

  @Override
  public void onIsrName(long isrId, StrView name) {
    row[0] = 0;
    row[1] = isrId;
    object = name.copy();
    accept(IsrName.ID, false, 0);
  }

  @Override
  public void onIsrEnter(long ts, long isrId) {
    row[0] = ts;
    row[1] = isrId;
    object = null;
    accept(IsrEnter.ID, true, ts);
  }

  @Override
  public void onIsrExit(long ts, long isrId) {
    row[0] = ts;
    row[1] = isrId;
    object = null;
    accept(IsrExit.ID, true, ts);
  }

  @Override
  public void onEvtmarkerName(long evtmarkerId, StrView name) {
    row[0] = 0;
    row[1] = evtmarkerId;
    object = name.copy();
    accept(EvtmarkerName.ID, false, 0);
  }

  @Override
  public void onEvtmarker(long ts, long evtmarkerId, StrView msg) {
    row[0] = ts;
    row[1] = evtmarkerId;
    object = msg.copy();
    accept(Evtmarker.ID, true, ts);
  }

  @Override
  public void onEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    row[0] = ts;
    row[1] = evtmarkerId;
    object = msg.copy();
    accept(EvtmarkerBegin.ID, true, ts);
  }

  @Override
  public void onEvtmarkerEnd(long ts, long evtmarkerId) {
    row[0] = ts;
    row[1] = evtmarkerId;
    object = null;
    accept(EvtmarkerEnd.ID, true, ts);
  }

  @Override
  public void onValmarkerName(long valmarkerId, StrView name) {
    row[0] = 0;
    row[1] = valmarkerId;
    object = name.copy();
    accept(ValmarkerName.ID, false, 0);
  }

  @Override
  public void onValmarker(long ts, long valmarkerId, long val) {
    row[0] = ts;
    row[1] = valmarkerId;
    row[2] = val;
    object = null;
    accept(Valmarker.ID, true, ts);
  }

  @Override
  public void onCatalogueFingerprint(long fingerprint) {
    row[0] = 0;
    row[1] = fingerprint;
    object = null;
    accept(CatalogueFingerprint.ID, false, 0);
  }

  @Override
  public void onFreertosTaskSwitchedIn(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskSwitchedIn.ID, true, ts);
  }

  @Override
  public void onFreertosTaskToRdyState(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskToRdyState.ID, true, ts);
  }

  @Override
  public void onFreertosTaskResumed(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskResumed.ID, true, ts);
  }

  @Override
  public void onFreertosTaskResumedFromIsr(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskResumedFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosTaskSuspended(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskSuspended.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskDelay(long ts, long ticks) {
    row[0] = ts;
    row[1] = ticks;
    object = null;
    accept(FreertosCurtaskDelay.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskDelayUntil(long ts, long timeToWake) {
    row[0] = ts;
    row[1] = timeToWake;
    object = null;
    accept(FreertosCurtaskDelayUntil.ID, true, ts);
  }

  @Override
  public void onFreertosTaskPrioritySet(long ts, long taskId, long priority) {
    row[0] = ts;
    row[1] = taskId;
    row[2] = priority;
    object = null;
    accept(FreertosTaskPrioritySet.ID, true, ts);
  }

  @Override
  public void onFreertosTaskPriorityInherit(long ts, long taskId, long priority) {
    row[0] = ts;
    row[1] = taskId;
    row[2] = priority;
    object = null;
    accept(FreertosTaskPriorityInherit.ID, true, ts);
  }

  @Override
  public void onFreertosTaskPriorityDisinherit(long ts, long taskId, long priority) {
    row[0] = ts;
    row[1] = taskId;
    row[2] = priority;
    object = null;
    accept(FreertosTaskPriorityDisinherit.ID, true, ts);
  }

  @Override
  public void onFreertosTaskCreated(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskCreated.ID, true, ts);
  }

  @Override
  public void onFreertosTaskName(long taskId, StrView name) {
    row[0] = 0;
    row[1] = taskId;
    object = name.copy();
    accept(FreertosTaskName.ID, false, 0);
  }

  @Override
  public void onFreertosTaskIsIdleTask(long taskId, long coreId) {
    row[0] = 0;
    row[1] = taskId;
    row[2] = coreId;
    object = null;
    accept(FreertosTaskIsIdleTask.ID, false, 0);
  }

  @Override
  public void onFreertosTaskIsTimerTask(long taskId) {
    row[0] = 0;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskIsTimerTask.ID, false, 0);
  }

  @Override
  public void onFreertosTaskDeleted(long ts, long taskId) {
    row[0] = ts;
    row[1] = taskId;
    object = null;
    accept(FreertosTaskDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosQueueCreated(long ts, long queueId) {
    row[0] = ts;
    row[1] = queueId;
    object = null;
    accept(FreertosQueueCreated.ID, true, ts);
  }

  @Override
  public void onFreertosQueueName(long queueId, StrView name) {
    row[0] = 0;
    row[1] = queueId;
    object = name.copy();
    accept(FreertosQueueName.ID, false, 0);
  }

  @Override
  public void onFreertosQueueKind(long queueId, FrQueueKind kind) {
    row[0] = 0;
    row[1] = queueId;
    row[2] = kind == null ? 0 : kind.value();
    object = null;
    accept(FreertosQueueKind.ID, false, 0);
  }

  @Override
  public void onFreertosQueueSend(long ts, long queueId, long lenAfter) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = lenAfter;
    object = null;
    accept(FreertosQueueSend.ID, true, ts);
  }

  @Override
  public void onFreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = lenAfter;
    object = null;
    accept(FreertosQueueSendFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosQueueOverwrite(long ts, long queueId, long lenAfter) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = lenAfter;
    object = null;
    accept(FreertosQueueOverwrite.ID, true, ts);
  }

  @Override
  public void onFreertosQueueOverwriteFromIsr(long ts, long queueId, long lenAfter) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = lenAfter;
    object = null;
    accept(FreertosQueueOverwriteFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosQueueReceive(long ts, long queueId, long lenAfter) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = lenAfter;
    object = null;
    accept(FreertosQueueReceive.ID, true, ts);
  }

  @Override
  public void onFreertosQueueReceiveFromIsr(long ts, long queueId, long lenAfter) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = lenAfter;
    object = null;
    accept(FreertosQueueReceiveFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosQueueReset(long ts, long queueId) {
    row[0] = ts;
    row[1] = queueId;
    object = null;
    accept(FreertosQueueReset.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueuePeek(long ts, long queueId, long ticksToWait) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = ticksToWait;
    object = null;
    accept(FreertosCurtaskBlockOnQueuePeek.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueSend(long ts, long queueId, long ticksToWait) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = ticksToWait;
    object = null;
    accept(FreertosCurtaskBlockOnQueueSend.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueReceive(long ts, long queueId, long ticksToWait) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = ticksToWait;
    object = null;
    accept(FreertosCurtaskBlockOnQueueReceive.ID, true, ts);
  }

  @Override
  public void onFreertosQueueCurLength(long ts, long queueId, long length) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = length;
    object = null;
    accept(FreertosQueueCurLength.ID, true, ts);
  }

  @Override
  public void onFreertosQueueDeleted(long ts, long queueId) {
    row[0] = ts;
    row[1] = queueId;
    object = null;
    accept(FreertosQueueDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferCreated(long ts, long sbId, FrStreamBufferKind kind,
      long size) {
    row[0] = ts;
    row[1] = sbId;
    row[2] = kind == null ? 0 : kind.value();
    row[3] = size;
    object = null;
    accept(FreertosStreamBufferCreated.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferKind(long sbId, FrStreamBufferKind kind, long size) {
    row[0] = 0;
    row[1] = sbId;
    row[2] = kind == null ? 0 : kind.value();
    row[3] = size;
    object = null;
    accept(FreertosStreamBufferKind.ID, false, 0);
  }

  @Override
  public void onFreertosStreamBufferName(long sbId, StrView name) {
    row[0] = 0;
    row[1] = sbId;
    object = name.copy();
    accept(FreertosStreamBufferName.ID, false, 0);
  }

  @Override
  public void onFreertosStreamBufferSend(long ts, long sbId, long bytes, long lenAfter) {
    row[0] = ts;
    row[1] = sbId;
    row[2] = bytes;
    row[3] = lenAfter;
    object = null;
    accept(FreertosStreamBufferSend.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferSendFromIsr(long ts, long sbId, long bytes, long lenAfter) {
    row[0] = ts;
    row[1] = sbId;
    row[2] = bytes;
    row[3] = lenAfter;
    object = null;
    accept(FreertosStreamBufferSendFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferReceive(long ts, long sbId, long bytes, long lenAfter) {
    row[0] = ts;
    row[1] = sbId;
    row[2] = bytes;
    row[3] = lenAfter;
    object = null;
    accept(FreertosStreamBufferReceive.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferReceiveFromIsr(long ts, long sbId, long bytes, long lenAfter) {
    row[0] = ts;
    row[1] = sbId;
    row[2] = bytes;
    row[3] = lenAfter;
    object = null;
    accept(FreertosStreamBufferReceiveFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferReset(long ts, long sbId) {
    row[0] = ts;
    row[1] = sbId;
    object = null;
    accept(FreertosStreamBufferReset.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferSend(long ts, long sbId) {
    row[0] = ts;
    row[1] = sbId;
    object = null;
    accept(FreertosCurtaskBlockOnStreamBufferSend.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferReceive(long ts, long sbId) {
    row[0] = ts;
    row[1] = sbId;
    object = null;
    accept(FreertosCurtaskBlockOnStreamBufferReceive.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferDeleted(long ts, long sbId) {
    row[0] = ts;
    row[1] = sbId;
    object = null;
    accept(FreertosStreamBufferDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupCreated(long ts, long egId) {
    row[0] = ts;
    row[1] = egId;
    object = null;
    accept(FreertosEventGroupCreated.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupName(long egId, StrView name) {
    row[0] = 0;
    row[1] = egId;
    object = name.copy();
    accept(FreertosEventGroupName.ID, false, 0);
  }

  @Override
  public void onFreertosEventGroupSetBits(long ts, long egId, long bits, long value) {
    row[0] = ts;
    row[1] = egId;
    row[2] = bits;
    row[3] = value;
    object = null;
    accept(FreertosEventGroupSetBits.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupClearBits(long ts, long egId, long bits, long value) {
    row[0] = ts;
    row[1] = egId;
    row[2] = bits;
    row[3] = value;
    object = null;
    accept(FreertosEventGroupClearBits.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnEventGroup(long ts, long egId, long bits) {
    row[0] = ts;
    row[1] = egId;
    row[2] = bits;
    object = null;
    accept(FreertosCurtaskBlockOnEventGroup.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupDeleted(long ts, long egId) {
    row[0] = ts;
    row[1] = egId;
    object = null;
    accept(FreertosEventGroupDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosTaskNotify(long ts, long taskId, long index) {
    row[0] = ts;
    row[1] = taskId;
    row[2] = index;
    object = null;
    accept(FreertosTaskNotify.ID, true, ts);
  }

  @Override
  public void onFreertosTaskNotifyFromIsr(long ts, long taskId, long index) {
    row[0] = ts;
    row[1] = taskId;
    row[2] = index;
    object = null;
    accept(FreertosTaskNotifyFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnNotify(long ts, long index) {
    row[0] = ts;
    row[1] = index;
    object = null;
    accept(FreertosCurtaskBlockOnNotify.ID, true, ts);
  }

  @Override
  public void onFreertosTimerCreated(long ts, long timerId) {
    row[0] = ts;
    row[1] = timerId;
    object = null;
    accept(FreertosTimerCreated.ID, true, ts);
  }

  @Override
  public void onFreertosTimerName(long timerId, StrView name) {
    row[0] = 0;
    row[1] = timerId;
    object = name.copy();
    accept(FreertosTimerName.ID, false, 0);
  }

  @Override
  public void onFreertosTimerExpired(long ts, long timerId) {
    row[0] = ts;
    row[1] = timerId;
    object = null;
    accept(FreertosTimerExpired.ID, true, ts);
  }

  @Override
  public void onFreertosQueuePeek(long ts, long queueId, long length) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = length;
    object = null;
    accept(FreertosQueuePeek.ID, true, ts);
  }

  @Override
  public void onFreertosQueuePeekFromIsr(long ts, long queueId, long length) {
    row[0] = ts;
    row[1] = queueId;
    row[2] = length;
    object = null;
    accept(FreertosQueuePeekFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosTaskEvtmarkerName(long evtmarkerId, long taskId, StrView name) {
    row[0] = 0;
    row[1] = evtmarkerId;
    row[2] = taskId;
    object = name.copy();
    accept(FreertosTaskEvtmarkerName.ID, false, 0);
  }

  @Override
  public void onFreertosTaskEvtmarker(long ts, long evtmarkerId, StrView msg) {
    row[0] = ts;
    row[1] = evtmarkerId;
    object = msg.copy();
    accept(FreertosTaskEvtmarker.ID, true, ts);
  }

  @Override
  public void onFreertosTaskEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    row[0] = ts;
    row[1] = evtmarkerId;
    object = msg.copy();
    accept(FreertosTaskEvtmarkerBegin.ID, true, ts);
  }

  @Override
  public void onFreertosTaskEvtmarkerEnd(long ts, long evtmarkerId) {
    row[0] = ts;
    row[1] = evtmarkerId;
    object = null;
    accept(FreertosTaskEvtmarkerEnd.ID, true, ts);
  }

  @Override
  public void onFreertosTaskValmarkerName(long valmarkerId, long taskId, StrView name) {
    row[0] = 0;
    row[1] = valmarkerId;
    row[2] = taskId;
    object = name.copy();
    accept(FreertosTaskValmarkerName.ID, false, 0);
  }

  @Override
  public void onFreertosTaskValmarker(long ts, long valmarkerId, long val) {
    row[0] = ts;
    row[1] = valmarkerId;
    row[2] = val;
    object = null;
    accept(FreertosTaskValmarker.ID, true, ts);
  }

  @Override
  public void onDemoSensorSample(long ts, int sensor, long value, boolean hasRaw, long raw,
      boolean hasQuality, int quality) {
    row[0] = ts;
    row[1] = sensor;
    row[2] = value;
    row[3] = hasRaw ? 1 : 0;
    row[4] = raw;
    row[5] = hasQuality ? 1 : 0;
    row[6] = quality;
    object = null;
    accept(DemoSensorSample.ID, true, ts);
  }

  @Override
  public void onDemoMotorState(long ts, int motor, DemoMotorPhase state) {
    row[0] = ts;
    row[1] = motor;
    row[2] = state == null ? 0 : state.value();
    object = null;
    accept(DemoMotorState.ID, true, ts);
  }

  @Override
  public void onDemoLogLine(long ts, int level, StrView text) {
    row[0] = ts;
    row[1] = level;
    object = text.copy();
    accept(DemoLogLine.ID, true, ts);
  }

  @Override
  public void onDemoBoardName(StrView name) {
    row[0] = 0;
    object = name.copy();
    accept(DemoBoardName.ID, false, 0);
  }

  /**
   * Hands the event of the row at {@code rows[at]} to {@code visitor} as the decoder did.
   */
  public static void replay(int id, long[] rows, int at, Object object, EventVisitor visitor) {
    if (object instanceof TraceEvent event) {
      visit(event, visitor);
      return;
    }
    switch (id) {
      case CoreId.ID -> visitor.onCoreId(rows[at], rows[at + 1]);
      case DroppedEvtCnt.ID -> visitor.onDroppedEvtCnt(rows[at], rows[at + 1]);
      case TsResolutionNs.ID -> visitor.onTsResolutionNs(rows[at + 1]);
      case IsrName.ID -> visitor.onIsrName(rows[at + 1], StrView.of((byte[]) object));
      case IsrEnter.ID -> visitor.onIsrEnter(rows[at], rows[at + 1]);
      case IsrExit.ID -> visitor.onIsrExit(rows[at], rows[at + 1]);
      case EvtmarkerName.ID -> visitor.onEvtmarkerName(rows[at + 1], StrView.of((byte[]) object));
      case Evtmarker.ID -> visitor.onEvtmarker(rows[at], rows[at + 1], StrView.of((byte[]) object));
      case EvtmarkerBegin.ID -> visitor.onEvtmarkerBegin(rows[at], rows[at + 1], StrView.of((byte[]) object));
      case EvtmarkerEnd.ID -> visitor.onEvtmarkerEnd(rows[at], rows[at + 1]);
      case ValmarkerName.ID -> visitor.onValmarkerName(rows[at + 1], StrView.of((byte[]) object));
      case Valmarker.ID -> visitor.onValmarker(rows[at], rows[at + 1], rows[at + 2]);
      case CatalogueFingerprint.ID -> visitor.onCatalogueFingerprint(rows[at + 1]);
      case FreertosTaskSwitchedIn.ID -> visitor.onFreertosTaskSwitchedIn(rows[at], rows[at + 1]);
      case FreertosTaskToRdyState.ID -> visitor.onFreertosTaskToRdyState(rows[at], rows[at + 1]);
      case FreertosTaskResumed.ID -> visitor.onFreertosTaskResumed(rows[at], rows[at + 1]);
      case FreertosTaskResumedFromIsr.ID -> visitor.onFreertosTaskResumedFromIsr(rows[at], rows[at + 1]);
      case FreertosTaskSuspended.ID -> visitor.onFreertosTaskSuspended(rows[at], rows[at + 1]);
      case FreertosCurtaskDelay.ID -> visitor.onFreertosCurtaskDelay(rows[at], rows[at + 1]);
      case FreertosCurtaskDelayUntil.ID -> visitor.onFreertosCurtaskDelayUntil(rows[at], rows[at + 1]);
      case FreertosTaskPrioritySet.ID -> visitor.onFreertosTaskPrioritySet(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosTaskPriorityInherit.ID -> visitor.onFreertosTaskPriorityInherit(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosTaskPriorityDisinherit.ID -> visitor.onFreertosTaskPriorityDisinherit(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosTaskCreated.ID -> visitor.onFreertosTaskCreated(rows[at], rows[at + 1]);
      case FreertosTaskName.ID -> visitor.onFreertosTaskName(rows[at + 1], StrView.of((byte[]) object));
      case FreertosTaskIsIdleTask.ID -> visitor.onFreertosTaskIsIdleTask(rows[at + 1], rows[at + 2]);
      case FreertosTaskIsTimerTask.ID -> visitor.onFreertosTaskIsTimerTask(rows[at + 1]);
      case FreertosTaskDeleted.ID -> visitor.onFreertosTaskDeleted(rows[at], rows[at + 1]);
      case FreertosQueueCreated.ID -> visitor.onFreertosQueueCreated(rows[at], rows[at + 1]);
      case FreertosQueueName.ID -> visitor.onFreertosQueueName(rows[at + 1], StrView.of((byte[]) object));
      case FreertosQueueKind.ID -> visitor.onFreertosQueueKind(rows[at + 1], FrQueueKind.fromWire((int) rows[at + 2]));
      case FreertosQueueSend.ID -> visitor.onFreertosQueueSend(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueSendFromIsr.ID -> visitor.onFreertosQueueSendFromIsr(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueOverwrite.ID -> visitor.onFreertosQueueOverwrite(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueOverwriteFromIsr.ID -> visitor.onFreertosQueueOverwriteFromIsr(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueReceive.ID -> visitor.onFreertosQueueReceive(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueReceiveFromIsr.ID -> visitor.onFreertosQueueReceiveFromIsr(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueReset.ID -> visitor.onFreertosQueueReset(rows[at], rows[at + 1]);
      case FreertosCurtaskBlockOnQueuePeek.ID -> visitor.onFreertosCurtaskBlockOnQueuePeek(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosCurtaskBlockOnQueueSend.ID -> visitor.onFreertosCurtaskBlockOnQueueSend(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosCurtaskBlockOnQueueReceive.ID -> visitor.onFreertosCurtaskBlockOnQueueReceive(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueCurLength.ID -> visitor.onFreertosQueueCurLength(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueueDeleted.ID -> visitor.onFreertosQueueDeleted(rows[at], rows[at + 1]);
      case FreertosStreamBufferCreated.ID -> visitor.onFreertosStreamBufferCreated(rows[at], rows[at + 1], FrStreamBufferKind.fromWire((int) rows[at + 2]), rows[at + 3]);
      case FreertosStreamBufferKind.ID -> visitor.onFreertosStreamBufferKind(rows[at + 1], FrStreamBufferKind.fromWire((int) rows[at + 2]), rows[at + 3]);
      case FreertosStreamBufferName.ID -> visitor.onFreertosStreamBufferName(rows[at + 1], StrView.of((byte[]) object));
      case FreertosStreamBufferSend.ID -> visitor.onFreertosStreamBufferSend(rows[at], rows[at + 1], rows[at + 2], rows[at + 3]);
      case FreertosStreamBufferSendFromIsr.ID -> visitor.onFreertosStreamBufferSendFromIsr(rows[at], rows[at + 1], rows[at + 2], rows[at + 3]);
      case FreertosStreamBufferReceive.ID -> visitor.onFreertosStreamBufferReceive(rows[at], rows[at + 1], rows[at + 2], rows[at + 3]);
      case FreertosStreamBufferReceiveFromIsr.ID -> visitor.onFreertosStreamBufferReceiveFromIsr(rows[at], rows[at + 1], rows[at + 2], rows[at + 3]);
      case FreertosStreamBufferReset.ID -> visitor.onFreertosStreamBufferReset(rows[at], rows[at + 1]);
      case FreertosCurtaskBlockOnStreamBufferSend.ID -> visitor.onFreertosCurtaskBlockOnStreamBufferSend(rows[at], rows[at + 1]);
      case FreertosCurtaskBlockOnStreamBufferReceive.ID -> visitor.onFreertosCurtaskBlockOnStreamBufferReceive(rows[at], rows[at + 1]);
      case FreertosStreamBufferDeleted.ID -> visitor.onFreertosStreamBufferDeleted(rows[at], rows[at + 1]);
      case FreertosEventGroupCreated.ID -> visitor.onFreertosEventGroupCreated(rows[at], rows[at + 1]);
      case FreertosEventGroupName.ID -> visitor.onFreertosEventGroupName(rows[at + 1], StrView.of((byte[]) object));
      case FreertosEventGroupSetBits.ID -> visitor.onFreertosEventGroupSetBits(rows[at], rows[at + 1], rows[at + 2], rows[at + 3]);
      case FreertosEventGroupClearBits.ID -> visitor.onFreertosEventGroupClearBits(rows[at], rows[at + 1], rows[at + 2], rows[at + 3]);
      case FreertosCurtaskBlockOnEventGroup.ID -> visitor.onFreertosCurtaskBlockOnEventGroup(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosEventGroupDeleted.ID -> visitor.onFreertosEventGroupDeleted(rows[at], rows[at + 1]);
      case FreertosTaskNotify.ID -> visitor.onFreertosTaskNotify(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosTaskNotifyFromIsr.ID -> visitor.onFreertosTaskNotifyFromIsr(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosCurtaskBlockOnNotify.ID -> visitor.onFreertosCurtaskBlockOnNotify(rows[at], rows[at + 1]);
      case FreertosTimerCreated.ID -> visitor.onFreertosTimerCreated(rows[at], rows[at + 1]);
      case FreertosTimerName.ID -> visitor.onFreertosTimerName(rows[at + 1], StrView.of((byte[]) object));
      case FreertosTimerExpired.ID -> visitor.onFreertosTimerExpired(rows[at], rows[at + 1]);
      case FreertosQueuePeek.ID -> visitor.onFreertosQueuePeek(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosQueuePeekFromIsr.ID -> visitor.onFreertosQueuePeekFromIsr(rows[at], rows[at + 1], rows[at + 2]);
      case FreertosTaskEvtmarkerName.ID -> visitor.onFreertosTaskEvtmarkerName(rows[at + 1], rows[at + 2], StrView.of((byte[]) object));
      case FreertosTaskEvtmarker.ID -> visitor.onFreertosTaskEvtmarker(rows[at], rows[at + 1], StrView.of((byte[]) object));
      case FreertosTaskEvtmarkerBegin.ID -> visitor.onFreertosTaskEvtmarkerBegin(rows[at], rows[at + 1], StrView.of((byte[]) object));
      case FreertosTaskEvtmarkerEnd.ID -> visitor.onFreertosTaskEvtmarkerEnd(rows[at], rows[at + 1]);
      case FreertosTaskValmarkerName.ID -> visitor.onFreertosTaskValmarkerName(rows[at + 1], rows[at + 2], StrView.of((byte[]) object));
      case FreertosTaskValmarker.ID -> visitor.onFreertosTaskValmarker(rows[at], rows[at + 1], rows[at + 2]);
      case DemoSensorSample.ID -> visitor.onDemoSensorSample(rows[at], (int) rows[at + 1], rows[at + 2], rows[at + 3] != 0, rows[at + 4], rows[at + 5] != 0, (int) rows[at + 6]);
      case DemoMotorState.ID -> visitor.onDemoMotorState(rows[at], (int) rows[at + 1], DemoMotorPhase.fromWire((int) rows[at + 2]));
      case DemoLogLine.ID -> visitor.onDemoLogLine(rows[at], (int) rows[at + 1], StrView.of((byte[]) object));
      case DemoBoardName.ID -> visitor.onDemoBoardName(StrView.of((byte[]) object));
      default -> throw new IllegalArgumentException("no event with id " + id);
    }
  }

  /**
   * Hands a record to {@code visitor} as the decoder would have: an archive's events, for one.
   */
  public static void visit(TraceEvent event, EventVisitor visitor) {
    if (event instanceof DynamicEvent) {
      visitor.onDynamicEvent(event);
      return;
    }
    switch (event.eventId()) {
      case CoreId.ID -> {
        CoreId e = (CoreId) event;
        visitor.onCoreId(e.ts(), e.coreId());
      }
      case DroppedEvtCnt.ID -> {
        DroppedEvtCnt e = (DroppedEvtCnt) event;
        visitor.onDroppedEvtCnt(e.ts(), e.cnt());
      }
      case TsResolutionNs.ID -> {
        TsResolutionNs e = (TsResolutionNs) event;
        visitor.onTsResolutionNs(e.nsPerTs());
      }
      case IsrName.ID -> {
        IsrName e = (IsrName) event;
        visitor.onIsrName(e.isrId(), StrView.of(e.name()));
      }
      case IsrEnter.ID -> {
        IsrEnter e = (IsrEnter) event;
        visitor.onIsrEnter(e.ts(), e.isrId());
      }
      case IsrExit.ID -> {
        IsrExit e = (IsrExit) event;
        visitor.onIsrExit(e.ts(), e.isrId());
      }
      case EvtmarkerName.ID -> {
        EvtmarkerName e = (EvtmarkerName) event;
        visitor.onEvtmarkerName(e.evtmarkerId(), StrView.of(e.name()));
      }
      case Evtmarker.ID -> {
        Evtmarker e = (Evtmarker) event;
        visitor.onEvtmarker(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
      }
      case EvtmarkerBegin.ID -> {
        EvtmarkerBegin e = (EvtmarkerBegin) event;
        visitor.onEvtmarkerBegin(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
      }
      case EvtmarkerEnd.ID -> {
        EvtmarkerEnd e = (EvtmarkerEnd) event;
        visitor.onEvtmarkerEnd(e.ts(), e.evtmarkerId());
      }
      case ValmarkerName.ID -> {
        ValmarkerName e = (ValmarkerName) event;
        visitor.onValmarkerName(e.valmarkerId(), StrView.of(e.name()));
      }
      case Valmarker.ID -> {
        Valmarker e = (Valmarker) event;
        visitor.onValmarker(e.ts(), e.valmarkerId(), e.val());
      }
      case CatalogueFingerprint.ID -> {
        CatalogueFingerprint e = (CatalogueFingerprint) event;
        visitor.onCatalogueFingerprint(e.fingerprint());
      }
      case FreertosTaskSwitchedIn.ID -> {
        FreertosTaskSwitchedIn e = (FreertosTaskSwitchedIn) event;
        visitor.onFreertosTaskSwitchedIn(e.ts(), e.taskId());
      }
      case FreertosTaskToRdyState.ID -> {
        FreertosTaskToRdyState e = (FreertosTaskToRdyState) event;
        visitor.onFreertosTaskToRdyState(e.ts(), e.taskId());
      }
      case FreertosTaskResumed.ID -> {
        FreertosTaskResumed e = (FreertosTaskResumed) event;
        visitor.onFreertosTaskResumed(e.ts(), e.taskId());
      }
      case FreertosTaskResumedFromIsr.ID -> {
        FreertosTaskResumedFromIsr e = (FreertosTaskResumedFromIsr) event;
        visitor.onFreertosTaskResumedFromIsr(e.ts(), e.taskId());
      }
      case FreertosTaskSuspended.ID -> {
        FreertosTaskSuspended e = (FreertosTaskSuspended) event;
        visitor.onFreertosTaskSuspended(e.ts(), e.taskId());
      }
      case FreertosCurtaskDelay.ID -> {
        FreertosCurtaskDelay e = (FreertosCurtaskDelay) event;
        visitor.onFreertosCurtaskDelay(e.ts(), e.ticks());
      }
      case FreertosCurtaskDelayUntil.ID -> {
        FreertosCurtaskDelayUntil e = (FreertosCurtaskDelayUntil) event;
        visitor.onFreertosCurtaskDelayUntil(e.ts(), e.timeToWake());
      }
      case FreertosTaskPrioritySet.ID -> {
        FreertosTaskPrioritySet e = (FreertosTaskPrioritySet) event;
        visitor.onFreertosTaskPrioritySet(e.ts(), e.taskId(), e.priority());
      }
      case FreertosTaskPriorityInherit.ID -> {
        FreertosTaskPriorityInherit e = (FreertosTaskPriorityInherit) event;
        visitor.onFreertosTaskPriorityInherit(e.ts(), e.taskId(), e.priority());
      }
      case FreertosTaskPriorityDisinherit.ID -> {
        FreertosTaskPriorityDisinherit e = (FreertosTaskPriorityDisinherit) event;
        visitor.onFreertosTaskPriorityDisinherit(e.ts(), e.taskId(), e.priority());
      }
      case FreertosTaskCreated.ID -> {
        FreertosTaskCreated e = (FreertosTaskCreated) event;
        visitor.onFreertosTaskCreated(e.ts(), e.taskId());
      }
      case FreertosTaskName.ID -> {
        FreertosTaskName e = (FreertosTaskName) event;
        visitor.onFreertosTaskName(e.taskId(), StrView.of(e.name()));
      }
      case FreertosTaskIsIdleTask.ID -> {
        FreertosTaskIsIdleTask e = (FreertosTaskIsIdleTask) event;
        visitor.onFreertosTaskIsIdleTask(e.taskId(), e.coreId());
      }
      case FreertosTaskIsTimerTask.ID -> {
        FreertosTaskIsTimerTask e = (FreertosTaskIsTimerTask) event;
        visitor.onFreertosTaskIsTimerTask(e.taskId());
      }
      case FreertosTaskDeleted.ID -> {
        FreertosTaskDeleted e = (FreertosTaskDeleted) event;
        visitor.onFreertosTaskDeleted(e.ts(), e.taskId());
      }
      case FreertosQueueCreated.ID -> {
        FreertosQueueCreated e = (FreertosQueueCreated) event;
        visitor.onFreertosQueueCreated(e.ts(), e.queueId());
      }
      case FreertosQueueName.ID -> {
        FreertosQueueName e = (FreertosQueueName) event;
        visitor.onFreertosQueueName(e.queueId(), StrView.of(e.name()));
      }
      case FreertosQueueKind.ID -> {
        FreertosQueueKind e = (FreertosQueueKind) event;
        visitor.onFreertosQueueKind(e.queueId(), e.kind());
      }
      case FreertosQueueSend.ID -> {
        FreertosQueueSend e = (FreertosQueueSend) event;
        visitor.onFreertosQueueSend(e.ts(), e.queueId(), e.lenAfter());
      }
      case FreertosQueueSendFromIsr.ID -> {
        FreertosQueueSendFromIsr e = (FreertosQueueSendFromIsr) event;
        visitor.onFreertosQueueSendFromIsr(e.ts(), e.queueId(), e.lenAfter());
      }
      case FreertosQueueOverwrite.ID -> {
        FreertosQueueOverwrite e = (FreertosQueueOverwrite) event;
        visitor.onFreertosQueueOverwrite(e.ts(), e.queueId(), e.lenAfter());
      }
      case FreertosQueueOverwriteFromIsr.ID -> {
        FreertosQueueOverwriteFromIsr e = (FreertosQueueOverwriteFromIsr) event;
        visitor.onFreertosQueueOverwriteFromIsr(e.ts(), e.queueId(), e.lenAfter());
      }
      case FreertosQueueReceive.ID -> {
        FreertosQueueReceive e = (FreertosQueueReceive) event;
        visitor.onFreertosQueueReceive(e.ts(), e.queueId(), e.lenAfter());
      }
      case FreertosQueueReceiveFromIsr.ID -> {
        FreertosQueueReceiveFromIsr e = (FreertosQueueReceiveFromIsr) event;
        visitor.onFreertosQueueReceiveFromIsr(e.ts(), e.queueId(), e.lenAfter());
      }
      case FreertosQueueReset.ID -> {
        FreertosQueueReset e = (FreertosQueueReset) event;
        visitor.onFreertosQueueReset(e.ts(), e.queueId());
      }
      case FreertosCurtaskBlockOnQueuePeek.ID -> {
        FreertosCurtaskBlockOnQueuePeek e = (FreertosCurtaskBlockOnQueuePeek) event;
        visitor.onFreertosCurtaskBlockOnQueuePeek(e.ts(), e.queueId(), e.ticksToWait());
      }
      case FreertosCurtaskBlockOnQueueSend.ID -> {
        FreertosCurtaskBlockOnQueueSend e = (FreertosCurtaskBlockOnQueueSend) event;
        visitor.onFreertosCurtaskBlockOnQueueSend(e.ts(), e.queueId(), e.ticksToWait());
      }
      case FreertosCurtaskBlockOnQueueReceive.ID -> {
        FreertosCurtaskBlockOnQueueReceive e = (FreertosCurtaskBlockOnQueueReceive) event;
        visitor.onFreertosCurtaskBlockOnQueueReceive(e.ts(), e.queueId(), e.ticksToWait());
      }
      case FreertosQueueCurLength.ID -> {
        FreertosQueueCurLength e = (FreertosQueueCurLength) event;
        visitor.onFreertosQueueCurLength(e.ts(), e.queueId(), e.length());
      }
      case FreertosQueueDeleted.ID -> {
        FreertosQueueDeleted e = (FreertosQueueDeleted) event;
        visitor.onFreertosQueueDeleted(e.ts(), e.queueId());
      }
      case FreertosStreamBufferCreated.ID -> {
        FreertosStreamBufferCreated e = (FreertosStreamBufferCreated) event;
        visitor.onFreertosStreamBufferCreated(e.ts(), e.sbId(), e.kind(), e.size());
      }
      case FreertosStreamBufferKind.ID -> {
        FreertosStreamBufferKind e = (FreertosStreamBufferKind) event;
        visitor.onFreertosStreamBufferKind(e.sbId(), e.kind(), e.size());
      }
      case FreertosStreamBufferName.ID -> {
        FreertosStreamBufferName e = (FreertosStreamBufferName) event;
        visitor.onFreertosStreamBufferName(e.sbId(), StrView.of(e.name()));
      }
      case FreertosStreamBufferSend.ID -> {
        FreertosStreamBufferSend e = (FreertosStreamBufferSend) event;
        visitor.onFreertosStreamBufferSend(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
      }
      case FreertosStreamBufferSendFromIsr.ID -> {
        FreertosStreamBufferSendFromIsr e = (FreertosStreamBufferSendFromIsr) event;
        visitor.onFreertosStreamBufferSendFromIsr(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
      }
      case FreertosStreamBufferReceive.ID -> {
        FreertosStreamBufferReceive e = (FreertosStreamBufferReceive) event;
        visitor.onFreertosStreamBufferReceive(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
      }
      case FreertosStreamBufferReceiveFromIsr.ID -> {
        FreertosStreamBufferReceiveFromIsr e = (FreertosStreamBufferReceiveFromIsr) event;
        visitor.onFreertosStreamBufferReceiveFromIsr(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
      }
      case FreertosStreamBufferReset.ID -> {
        FreertosStreamBufferReset e = (FreertosStreamBufferReset) event;
        visitor.onFreertosStreamBufferReset(e.ts(), e.sbId());
      }
      case FreertosCurtaskBlockOnStreamBufferSend.ID -> {
        FreertosCurtaskBlockOnStreamBufferSend e = (FreertosCurtaskBlockOnStreamBufferSend) event;
        visitor.onFreertosCurtaskBlockOnStreamBufferSend(e.ts(), e.sbId());
      }
      case FreertosCurtaskBlockOnStreamBufferReceive.ID -> {
        FreertosCurtaskBlockOnStreamBufferReceive e = (FreertosCurtaskBlockOnStreamBufferReceive) event;
        visitor.onFreertosCurtaskBlockOnStreamBufferReceive(e.ts(), e.sbId());
      }
      case FreertosStreamBufferDeleted.ID -> {
        FreertosStreamBufferDeleted e = (FreertosStreamBufferDeleted) event;
        visitor.onFreertosStreamBufferDeleted(e.ts(), e.sbId());
      }
      case FreertosEventGroupCreated.ID -> {
        FreertosEventGroupCreated e = (FreertosEventGroupCreated) event;
        visitor.onFreertosEventGroupCreated(e.ts(), e.egId());
      }
      case FreertosEventGroupName.ID -> {
        FreertosEventGroupName e = (FreertosEventGroupName) event;
        visitor.onFreertosEventGroupName(e.egId(), StrView.of(e.name()));
      }
      case FreertosEventGroupSetBits.ID -> {
        FreertosEventGroupSetBits e = (FreertosEventGroupSetBits) event;
        visitor.onFreertosEventGroupSetBits(e.ts(), e.egId(), e.bits(), e.value());
      }
      case FreertosEventGroupClearBits.ID -> {
        FreertosEventGroupClearBits e = (FreertosEventGroupClearBits) event;
        visitor.onFreertosEventGroupClearBits(e.ts(), e.egId(), e.bits(), e.value());
      }
      case FreertosCurtaskBlockOnEventGroup.ID -> {
        FreertosCurtaskBlockOnEventGroup e = (FreertosCurtaskBlockOnEventGroup) event;
        visitor.onFreertosCurtaskBlockOnEventGroup(e.ts(), e.egId(), e.bits());
      }
      case FreertosEventGroupDeleted.ID -> {
        FreertosEventGroupDeleted e = (FreertosEventGroupDeleted) event;
        visitor.onFreertosEventGroupDeleted(e.ts(), e.egId());
      }
      case FreertosTaskNotify.ID -> {
        FreertosTaskNotify e = (FreertosTaskNotify) event;
        visitor.onFreertosTaskNotify(e.ts(), e.taskId(), e.index());
      }
      case FreertosTaskNotifyFromIsr.ID -> {
        FreertosTaskNotifyFromIsr e = (FreertosTaskNotifyFromIsr) event;
        visitor.onFreertosTaskNotifyFromIsr(e.ts(), e.taskId(), e.index());
      }
      case FreertosCurtaskBlockOnNotify.ID -> {
        FreertosCurtaskBlockOnNotify e = (FreertosCurtaskBlockOnNotify) event;
        visitor.onFreertosCurtaskBlockOnNotify(e.ts(), e.index());
      }
      case FreertosTimerCreated.ID -> {
        FreertosTimerCreated e = (FreertosTimerCreated) event;
        visitor.onFreertosTimerCreated(e.ts(), e.timerId());
      }
      case FreertosTimerName.ID -> {
        FreertosTimerName e = (FreertosTimerName) event;
        visitor.onFreertosTimerName(e.timerId(), StrView.of(e.name()));
      }
      case FreertosTimerExpired.ID -> {
        FreertosTimerExpired e = (FreertosTimerExpired) event;
        visitor.onFreertosTimerExpired(e.ts(), e.timerId());
      }
      case FreertosQueuePeek.ID -> {
        FreertosQueuePeek e = (FreertosQueuePeek) event;
        visitor.onFreertosQueuePeek(e.ts(), e.queueId(), e.length());
      }
      case FreertosQueuePeekFromIsr.ID -> {
        FreertosQueuePeekFromIsr e = (FreertosQueuePeekFromIsr) event;
        visitor.onFreertosQueuePeekFromIsr(e.ts(), e.queueId(), e.length());
      }
      case FreertosTaskEvtmarkerName.ID -> {
        FreertosTaskEvtmarkerName e = (FreertosTaskEvtmarkerName) event;
        visitor.onFreertosTaskEvtmarkerName(e.evtmarkerId(), e.taskId(), StrView.of(e.name()));
      }
      case FreertosTaskEvtmarker.ID -> {
        FreertosTaskEvtmarker e = (FreertosTaskEvtmarker) event;
        visitor.onFreertosTaskEvtmarker(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
      }
      case FreertosTaskEvtmarkerBegin.ID -> {
        FreertosTaskEvtmarkerBegin e = (FreertosTaskEvtmarkerBegin) event;
        visitor.onFreertosTaskEvtmarkerBegin(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
      }
      case FreertosTaskEvtmarkerEnd.ID -> {
        FreertosTaskEvtmarkerEnd e = (FreertosTaskEvtmarkerEnd) event;
        visitor.onFreertosTaskEvtmarkerEnd(e.ts(), e.evtmarkerId());
      }
      case FreertosTaskValmarkerName.ID -> {
        FreertosTaskValmarkerName e = (FreertosTaskValmarkerName) event;
        visitor.onFreertosTaskValmarkerName(e.valmarkerId(), e.taskId(), StrView.of(e.name()));
      }
      case FreertosTaskValmarker.ID -> {
        FreertosTaskValmarker e = (FreertosTaskValmarker) event;
        visitor.onFreertosTaskValmarker(e.ts(), e.valmarkerId(), e.val());
      }
      case DemoSensorSample.ID -> {
        DemoSensorSample e = (DemoSensorSample) event;
        visitor.onDemoSensorSample(e.ts(), e.sensor(), e.value(), e.raw().isPresent(), e.raw().orElse(0), e.quality().isPresent(), e.quality().orElse(0));
      }
      case DemoMotorState.ID -> {
        DemoMotorState e = (DemoMotorState) event;
        visitor.onDemoMotorState(e.ts(), e.motor(), e.state());
      }
      case DemoLogLine.ID -> {
        DemoLogLine e = (DemoLogLine) event;
        visitor.onDemoLogLine(e.ts(), e.level(), StrView.of(e.text()));
      }
      case DemoBoardName.ID -> {
        DemoBoardName e = (DemoBoardName) event;
        visitor.onDemoBoardName(StrView.of(e.name()));
      }
      default -> throw new IllegalArgumentException("not a generated record: " + event);
    }
  }
}
