package dev.tonband.host.model;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.CatalogueFingerprint;
import dev.tonband.codec.events.CoreId;
import dev.tonband.codec.events.DroppedEvtCnt;
import dev.tonband.codec.events.EventPresentations;
import dev.tonband.codec.events.Evtmarker;
import dev.tonband.codec.events.EvtmarkerBegin;
import dev.tonband.codec.events.EvtmarkerEnd;
import dev.tonband.codec.events.EvtmarkerName;
import dev.tonband.codec.events.FreertosEventGroupClearBits;
import dev.tonband.codec.events.FreertosEventGroupCreated;
import dev.tonband.codec.events.FreertosEventGroupDeleted;
import dev.tonband.codec.events.FreertosEventGroupName;
import dev.tonband.codec.events.FreertosEventGroupSetBits;
import dev.tonband.codec.events.FreertosQueueDeleted;
import dev.tonband.codec.events.FreertosQueuePeek;
import dev.tonband.codec.events.FreertosQueuePeekFromIsr;
import dev.tonband.codec.events.FreertosStreamBufferCreated;
import dev.tonband.codec.events.FreertosStreamBufferDeleted;
import dev.tonband.codec.events.FreertosStreamBufferKind;
import dev.tonband.codec.events.FreertosStreamBufferName;
import dev.tonband.codec.events.FreertosStreamBufferReceive;
import dev.tonband.codec.events.FreertosStreamBufferReceiveFromIsr;
import dev.tonband.codec.events.FreertosStreamBufferReset;
import dev.tonband.codec.events.FreertosStreamBufferSend;
import dev.tonband.codec.events.FreertosStreamBufferSendFromIsr;
import dev.tonband.codec.events.FreertosTaskNotify;
import dev.tonband.codec.events.FreertosTaskNotifyFromIsr;
import dev.tonband.codec.events.FreertosTimerCreated;
import dev.tonband.codec.events.FreertosTimerExpired;
import dev.tonband.codec.events.FreertosTimerName;
import dev.tonband.codec.events.FreertosQueueCreated;
import dev.tonband.codec.events.FreertosQueueCurLength;
import dev.tonband.codec.events.FreertosQueueKind;
import dev.tonband.codec.events.FreertosQueueName;
import dev.tonband.codec.events.FreertosQueueOverwrite;
import dev.tonband.codec.events.FreertosQueueOverwriteFromIsr;
import dev.tonband.codec.events.FreertosQueueReceive;
import dev.tonband.codec.events.FreertosQueueReceiveFromIsr;
import dev.tonband.codec.events.FreertosQueueReset;
import dev.tonband.codec.events.FreertosQueueSend;
import dev.tonband.codec.events.FreertosQueueSendFromIsr;
import dev.tonband.codec.events.FreertosTaskEvtmarker;
import dev.tonband.codec.events.FreertosTaskEvtmarkerBegin;
import dev.tonband.codec.events.FreertosTaskEvtmarkerEnd;
import dev.tonband.codec.events.FreertosTaskEvtmarkerName;
import dev.tonband.codec.events.FreertosTaskIsIdleTask;
import dev.tonband.codec.events.FreertosTaskIsTimerTask;
import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.FreertosTaskPriorityDisinherit;
import dev.tonband.codec.events.FreertosTaskPriorityInherit;
import dev.tonband.codec.events.FreertosTaskPrioritySet;
import dev.tonband.codec.events.FreertosTaskValmarker;
import dev.tonband.codec.events.FreertosTaskValmarkerName;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.codec.events.ValmarkerName;
import dev.tonband.host.perfetto.PerfettoWriter;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import dev.tonband.host.perfetto.Annotation;
import dev.tonband.host.stream.CurrentEvent;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import java.io.IOException;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Turns the merged items of a device trace into Perfetto tracks and events: connects ISR enter
 * and exit, marker begins and ends, task switches and state changes, queue levels. Problems of
 * the input and of the model become instants on the "Tracing Errors" track and entries of the
 * {@link ProblemLog}. Holds state per object (task, queue, ISR, marker), never per event.
 */
public final class TraceConverter implements Reporter, ItemSink {
  private final Tracks out;
  private final ProblemLog problems;
  private final Track errors;
  private final CoreModel cores;
  private final MarkerModel markers;
  private final MarkerModel.Markers globalMarkers = new MarkerModel.Markers();
  private final FreertosModel freertos;
  private final AppEventModel app;
  private final ForeignEventModel foreign;
  private Track markerProcess;
  /** The event being converted, for the place of problems found with it. */
  private final CurrentEvent current = new CurrentEvent();

  public TraceConverter(PerfettoWriter writer, ProblemLog problems) {
    this(writer, problems, EventPresentations::of);
  }

  /**
   * With the presentations of another catalogue than the built-in one ({@code --catalogue}), or,
   * in tests, of what the catalogue does not use.
   */
  public TraceConverter(PerfettoWriter writer, ProblemLog problems, IntFunction<Presentation> presentations) {
    this.out = new Tracks(writer);
    this.problems = problems;
    this.errors = out.slices(null, "Tracing Errors");
    this.cores = new CoreModel(out, this);
    this.markers = new MarkerModel(out, this);
    this.freertos = new FreertosModel(out, this, cores, markers);
    this.app = new AppEventModel(out, this, presentations);
    this.foreign = new ForeignEventModel(out);
  }

  @Override
  public void report(Problem problem) throws IOException {
    problems.add(problem);
    out.instant(errors, problem.ns(), problem.kind(),
        List.of(new Annotation("where", problem.where()), new Annotation("message", problem.message())));
  }

  @Override
  public void report(String kind, long ns, int core, String message) throws IOException {
    report(current.problem(kind, message));
  }

  @Override
  public void event(TraceEvent event, int id, boolean timed, long ns, int core, String input, long frame)
      throws IOException {
    current.set(event, ns, core, input, frame);
    event(event, id, ns, core);
  }

  @Override
  public void item(StreamItem item) throws IOException {
    if (item instanceof ForeignItem f) {
      foreign.event(f);
    } else {
      report((Problem) item);
    }
  }

  private void event(TraceEvent event, int id, long ns, int core) throws IOException {
    switch (id) {
      // The stream layer already applied these: ns conversion, the current core, the catalogue check.
      case TsResolutionNs.ID -> {}
      case CoreId.ID -> {}
      case CatalogueFingerprint.ID -> {}
      case DroppedEvtCnt.ID -> cores.dropped(core, ns, ((DroppedEvtCnt) event).cnt());
      case IsrName.ID -> cores.isrName(((IsrName) event).isrId(), ((IsrName) event).name());
      case IsrEnter.ID -> cores.isrEnter(core, ns, ((IsrEnter) event).isrId());
      case IsrExit.ID -> cores.isrExit(core, ns, ((IsrExit) event).isrId());
      case EvtmarkerName.ID -> {
        EvtmarkerName e = (EvtmarkerName) event;
        markers.eventName(globalMarkers, e.evtmarkerId(), e.name());
      }
      case Evtmarker.ID -> {
        Evtmarker e = (Evtmarker) event;
        markers.instant(globalMarkers, markerProcess(), e.evtmarkerId(), ns, e.msg());
      }
      case EvtmarkerBegin.ID -> {
        EvtmarkerBegin e = (EvtmarkerBegin) event;
        markers.begin(globalMarkers, markerProcess(), e.evtmarkerId(), ns, e.msg());
      }
      case EvtmarkerEnd.ID ->
          markers.end(globalMarkers, markerProcess(), ((EvtmarkerEnd) event).evtmarkerId(), ns, core);
      case ValmarkerName.ID -> {
        ValmarkerName e = (ValmarkerName) event;
        markers.valueName(globalMarkers, e.valmarkerId(), e.name());
      }
      case Valmarker.ID -> {
        Valmarker e = (Valmarker) event;
        markers.value(globalMarkers, markerProcess(), e.valmarkerId(), ns, e.val());
      }
      default -> freertosEvent(event, id, ns, core);
    }
  }

  private void freertosEvent(TraceEvent event, int id, long ns, int core) throws IOException {
    if (freertos.tasks().accept(id, event, ns, core)) {
      return;
    }
    switch (id) {
      case FreertosTaskName.ID -> {
        FreertosTaskName e = (FreertosTaskName) event;
        freertos.taskName(e.taskId(), e.name());
      }
      case FreertosTaskPrioritySet.ID -> {
        FreertosTaskPrioritySet e = (FreertosTaskPrioritySet) event;
        freertos.priority(ns, e.taskId(), e.priority());
      }
      case FreertosTaskPriorityInherit.ID -> {
        FreertosTaskPriorityInherit e = (FreertosTaskPriorityInherit) event;
        freertos.priority(ns, e.taskId(), e.priority());
      }
      case FreertosTaskPriorityDisinherit.ID -> {
        FreertosTaskPriorityDisinherit e = (FreertosTaskPriorityDisinherit) event;
        freertos.priority(ns, e.taskId(), e.priority());
      }
      case FreertosTaskEvtmarkerName.ID -> {
        FreertosTaskEvtmarkerName e = (FreertosTaskEvtmarkerName) event;
        freertos.taskEventMarkerName(e.evtmarkerId(), e.taskId(), e.name());
      }
      case FreertosTaskEvtmarker.ID -> {
        FreertosTaskEvtmarker e = (FreertosTaskEvtmarker) event;
        freertos.taskEventMarker(core, ns, e.evtmarkerId(), e.msg(), FreertosModel.MarkerAction.INSTANT);
      }
      case FreertosTaskEvtmarkerBegin.ID -> {
        FreertosTaskEvtmarkerBegin e = (FreertosTaskEvtmarkerBegin) event;
        freertos.taskEventMarker(core, ns, e.evtmarkerId(), e.msg(), FreertosModel.MarkerAction.BEGIN);
      }
      case FreertosTaskEvtmarkerEnd.ID ->
          freertos.taskEventMarker(core, ns, ((FreertosTaskEvtmarkerEnd) event).evtmarkerId(), null, FreertosModel.MarkerAction.END);
      case FreertosTaskValmarkerName.ID -> {
        FreertosTaskValmarkerName e = (FreertosTaskValmarkerName) event;
        freertos.taskValueMarkerName(e.valmarkerId(), e.taskId(), e.name());
      }
      case FreertosTaskValmarker.ID -> {
        FreertosTaskValmarker e = (FreertosTaskValmarker) event;
        freertos.taskValueMarker(core, ns, e.valmarkerId(), e.val());
      }
      case FreertosQueueName.ID -> {
        FreertosQueueName e = (FreertosQueueName) event;
        freertos.queueName(e.queueId(), e.name());
      }
      case FreertosQueueKind.ID -> {
        FreertosQueueKind e = (FreertosQueueKind) event;
        freertos.queueKind(e.queueId(), e.kind());
      }
      case FreertosQueueCreated.ID ->
          freertos.queueCreated(core, ns, ((FreertosQueueCreated) event).queueId());
      case FreertosQueueDeleted.ID -> {} // its tracks keep their last value
      case FreertosQueuePeek.ID -> {
        FreertosQueuePeek e = (FreertosQueuePeek) event;
        freertos.queuePeeked(core, ns, e.queueId(), e.length());
      }
      case FreertosQueuePeekFromIsr.ID -> {
        FreertosQueuePeekFromIsr e = (FreertosQueuePeekFromIsr) event;
        freertos.queuePeeked(core, ns, e.queueId(), e.length());
      }
      case FreertosQueueSend.ID -> {
        FreertosQueueSend e = (FreertosQueueSend) event;
        freertos.queueLength(core, ns, e.queueId(), e.lenAfter());
      }
      case FreertosQueueSendFromIsr.ID -> {
        FreertosQueueSendFromIsr e = (FreertosQueueSendFromIsr) event;
        freertos.queueLength(core, ns, e.queueId(), e.lenAfter());
      }
      case FreertosQueueOverwrite.ID -> {
        FreertosQueueOverwrite e = (FreertosQueueOverwrite) event;
        freertos.queueLength(core, ns, e.queueId(), e.lenAfter());
      }
      case FreertosQueueOverwriteFromIsr.ID -> {
        FreertosQueueOverwriteFromIsr e = (FreertosQueueOverwriteFromIsr) event;
        freertos.queueLength(core, ns, e.queueId(), e.lenAfter());
      }
      case FreertosQueueReceive.ID -> {
        FreertosQueueReceive e = (FreertosQueueReceive) event;
        freertos.queueLength(core, ns, e.queueId(), e.lenAfter());
      }
      case FreertosQueueReceiveFromIsr.ID -> {
        FreertosQueueReceiveFromIsr e = (FreertosQueueReceiveFromIsr) event;
        freertos.queueLength(core, ns, e.queueId(), e.lenAfter());
      }
      case FreertosQueueReset.ID -> freertos.queueLength(core, ns, ((FreertosQueueReset) event).queueId(), 0);
      case FreertosQueueCurLength.ID -> {
        FreertosQueueCurLength e = (FreertosQueueCurLength) event;
        freertos.queueLength(core, ns, e.queueId(), e.length());
      }
      // The idle task's name says what it is; the timer task is where timer expiries show.
      case FreertosTaskIsIdleTask.ID -> {}
      case FreertosTaskIsTimerTask.ID -> freertos.timerTask(((FreertosTaskIsTimerTask) event).taskId());
      case FreertosStreamBufferName.ID -> {
        FreertosStreamBufferName e = (FreertosStreamBufferName) event;
        freertos.bufferName(e.sbId(), e.name());
      }
      case FreertosStreamBufferKind.ID -> {
        FreertosStreamBufferKind e = (FreertosStreamBufferKind) event;
        freertos.bufferKind(e.sbId(), e.kind());
      }
      // A new buffer or group is empty: its counter starts at its first operation, so that a
      // name given right after creation is not late.
      case FreertosStreamBufferCreated.ID -> {}
      case FreertosStreamBufferSend.ID -> {
        FreertosStreamBufferSend e = (FreertosStreamBufferSend) event;
        freertos.bufferLevel(ns, e.sbId(), e.lenAfter());
      }
      case FreertosStreamBufferSendFromIsr.ID -> {
        FreertosStreamBufferSendFromIsr e = (FreertosStreamBufferSendFromIsr) event;
        freertos.bufferLevel(ns, e.sbId(), e.lenAfter());
      }
      case FreertosStreamBufferReceive.ID -> {
        FreertosStreamBufferReceive e = (FreertosStreamBufferReceive) event;
        freertos.bufferLevel(ns, e.sbId(), e.lenAfter());
      }
      case FreertosStreamBufferReceiveFromIsr.ID -> {
        FreertosStreamBufferReceiveFromIsr e = (FreertosStreamBufferReceiveFromIsr) event;
        freertos.bufferLevel(ns, e.sbId(), e.lenAfter());
      }
      case FreertosStreamBufferReset.ID -> freertos.bufferLevel(ns, ((FreertosStreamBufferReset) event).sbId(), 0);
      case FreertosStreamBufferDeleted.ID -> {}
      case FreertosEventGroupName.ID -> {
        FreertosEventGroupName e = (FreertosEventGroupName) event;
        freertos.eventGroupName(e.egId(), e.name());
      }
      case FreertosEventGroupCreated.ID -> {}
      case FreertosEventGroupSetBits.ID -> {
        FreertosEventGroupSetBits e = (FreertosEventGroupSetBits) event;
        freertos.eventGroupBits(ns, e.egId(), e.value());
      }
      case FreertosEventGroupClearBits.ID -> {
        FreertosEventGroupClearBits e = (FreertosEventGroupClearBits) event;
        freertos.eventGroupBits(ns, e.egId(), e.value());
      }
      case FreertosEventGroupDeleted.ID -> {}
      case FreertosTaskNotify.ID -> {
        FreertosTaskNotify e = (FreertosTaskNotify) event;
        freertos.notified(core, ns, e.taskId(), e.index(), false);
      }
      case FreertosTaskNotifyFromIsr.ID -> {
        FreertosTaskNotifyFromIsr e = (FreertosTaskNotifyFromIsr) event;
        freertos.notified(core, ns, e.taskId(), e.index(), true);
      }
      case FreertosTimerName.ID -> {
        FreertosTimerName e = (FreertosTimerName) event;
        freertos.timerName(e.timerId(), e.name());
      }
      case FreertosTimerCreated.ID -> {}
      case FreertosTimerExpired.ID -> freertos.timerExpired(core, ns, ((FreertosTimerExpired) event).timerId());
      default -> app.event(event, ns, core);
    }
  }

  private Track markerProcess() {
    if (markerProcess == null) {
      markerProcess = out.process("Markers");
    }
    return markerProcess;
  }
}
