package dev.tonband.host.model;

import dev.tonband.codec.events.*;
import dev.tonband.host.perfetto.PerfettoWriter;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import dev.tonband.host.perfetto.proto.DebugAnnotation;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import java.io.IOException;
import java.util.List;

/**
 * Turns the merged items of a device trace into Perfetto tracks and events: connects ISR enter
 * and exit, marker begins and ends, task switches and state changes, queue levels. Problems of
 * the input and of the model become instants on the "Tracing Errors" track and entries of the
 * {@link ProblemLog}. Holds state per object (task, queue, ISR, marker), never per event.
 */
public final class TraceConverter implements Reporter {
  private final Tracks out;
  private final ProblemLog problems;
  private final Track errors;
  private final CoreModel cores;
  private final MarkerModel markers;
  private final MarkerModel.Markers globalMarkers = new MarkerModel.Markers();
  private final FreertosModel freertos;
  private final AppEventModel app;
  private Track markerProcess;

  public TraceConverter(PerfettoWriter writer, ProblemLog problems) {
    this.out = new Tracks(writer);
    this.problems = problems;
    this.errors = out.slices(null, "Tracing Errors");
    this.cores = new CoreModel(out, this);
    this.markers = new MarkerModel(out, this);
    this.freertos = new FreertosModel(out, this, cores, markers);
    this.app = new AppEventModel(out, this);
  }

  @Override
  public void report(Problem problem) throws IOException {
    problems.add(problem);
    out.instant(errors, problem.ns(), problem.kind(), List.of(
        DebugAnnotation.newBuilder().setName("where").setStringValue(problem.where()).build(),
        DebugAnnotation.newBuilder().setName("message").setStringValue(problem.message()).build()));
  }

  public void accept(StreamItem item) throws IOException {
    if (item instanceof EventItem e) {
      event(e.event(), e.ns(), e.core());
    } else {
      report((Problem) item);
    }
  }

  private void event(TraceEvent event, long ns, int core) throws IOException {
    switch (event.eventId()) {
      // The stream layer already applied these two: ns conversion and the current core.
      case TsResolutionNs.ID -> {}
      case CoreId.ID -> {}
      case DroppedEvtCnt.ID -> cores.dropped(core, ns, ((DroppedEvtCnt) event).cnt());
      case IsrName.ID -> cores.isrName(((IsrName) event).isrId(), ((IsrName) event).name(), ns, core);
      case IsrEnter.ID -> cores.isrEnter(core, ns, ((IsrEnter) event).isrId());
      case IsrExit.ID -> cores.isrExit(core, ns, ((IsrExit) event).isrId());
      case EvtmarkerName.ID -> markers.eventName(globalMarkers, ((EvtmarkerName) event).evtmarkerId(), ((EvtmarkerName) event).name(), ns, core);
      case Evtmarker.ID -> markers.instant(globalMarkers, markerProcess(), ((Evtmarker) event).evtmarkerId(), ns, ((Evtmarker) event).msg());
      case EvtmarkerBegin.ID -> markers.begin(globalMarkers, markerProcess(), ((EvtmarkerBegin) event).evtmarkerId(), ns, ((EvtmarkerBegin) event).msg());
      case EvtmarkerEnd.ID -> markers.end(globalMarkers, markerProcess(), ((EvtmarkerEnd) event).evtmarkerId(), ns, core);
      case ValmarkerName.ID -> markers.valueName(globalMarkers, ((ValmarkerName) event).valmarkerId(), ((ValmarkerName) event).name(), ns, core);
      case Valmarker.ID -> markers.value(globalMarkers, markerProcess(), ((Valmarker) event).valmarkerId(), ns, ((Valmarker) event).val());
      default -> freertosEvent(event, ns, core);
    }
  }

  private void freertosEvent(TraceEvent event, long ns, int core) throws IOException {
    switch (event.eventId()) {
      case FreertosTaskName.ID -> freertos.taskName(((FreertosTaskName) event).taskId(), ((FreertosTaskName) event).name(), ns, core);
      case FreertosTaskSwitchedIn.ID -> freertos.switchedIn(core, ns, ((FreertosTaskSwitchedIn) event).taskId());
      case FreertosTaskCreated.ID -> freertos.ready(ns, ((FreertosTaskCreated) event).taskId());
      case FreertosTaskToRdyState.ID -> freertos.ready(ns, ((FreertosTaskToRdyState) event).taskId());
      case FreertosTaskResumed.ID -> freertos.ready(ns, ((FreertosTaskResumed) event).taskId());
      case FreertosTaskResumedFromIsr.ID -> freertos.ready(ns, ((FreertosTaskResumedFromIsr) event).taskId());
      case FreertosTaskSuspended.ID -> freertos.suspended(ns, ((FreertosTaskSuspended) event).taskId());
      case FreertosTaskDeleted.ID -> freertos.deleted(core, ns, ((FreertosTaskDeleted) event).taskId());
      case FreertosCurtaskDelay.ID -> freertos.blocked(core, ns, "Blocked (delay)");
      case FreertosCurtaskDelayUntil.ID -> freertos.blocked(core, ns, "Blocked (delay until)");
      case FreertosTaskPrioritySet.ID -> freertos.priority(ns, ((FreertosTaskPrioritySet) event).taskId(), ((FreertosTaskPrioritySet) event).priority());
      case FreertosTaskPriorityInherit.ID -> freertos.priority(ns, ((FreertosTaskPriorityInherit) event).taskId(), ((FreertosTaskPriorityInherit) event).priority());
      case FreertosTaskPriorityDisinherit.ID -> freertos.priority(ns, ((FreertosTaskPriorityDisinherit) event).taskId(), ((FreertosTaskPriorityDisinherit) event).priority());
      case FreertosTaskEvtmarkerName.ID -> freertos.taskEventMarkerName(((FreertosTaskEvtmarkerName) event).evtmarkerId(), ((FreertosTaskEvtmarkerName) event).taskId(), ((FreertosTaskEvtmarkerName) event).name(), ns, core);
      case FreertosTaskEvtmarker.ID -> freertos.taskEventMarker(core, ns, ((FreertosTaskEvtmarker) event).evtmarkerId(), ((FreertosTaskEvtmarker) event).msg(), FreertosModel.MarkerAction.INSTANT);
      case FreertosTaskEvtmarkerBegin.ID -> freertos.taskEventMarker(core, ns, ((FreertosTaskEvtmarkerBegin) event).evtmarkerId(), ((FreertosTaskEvtmarkerBegin) event).msg(), FreertosModel.MarkerAction.BEGIN);
      case FreertosTaskEvtmarkerEnd.ID -> freertos.taskEventMarker(core, ns, ((FreertosTaskEvtmarkerEnd) event).evtmarkerId(), null, FreertosModel.MarkerAction.END);
      case FreertosTaskValmarkerName.ID -> freertos.taskValueMarkerName(((FreertosTaskValmarkerName) event).valmarkerId(), ((FreertosTaskValmarkerName) event).taskId(), ((FreertosTaskValmarkerName) event).name(), ns, core);
      case FreertosTaskValmarker.ID -> freertos.taskValueMarker(core, ns, ((FreertosTaskValmarker) event).valmarkerId(), ((FreertosTaskValmarker) event).val());
      case FreertosQueueName.ID -> freertos.queueName(((FreertosQueueName) event).queueId(), ((FreertosQueueName) event).name(), ns, core);
      case FreertosQueueKind.ID -> freertos.queueKind(((FreertosQueueKind) event).queueId(), ((FreertosQueueKind) event).kind());
      case FreertosQueueCreated.ID -> freertos.queueLength(core, ns, ((FreertosQueueCreated) event).queueId(), 0);
      case FreertosQueueSend.ID -> freertos.queueLength(core, ns, ((FreertosQueueSend) event).queueId(), ((FreertosQueueSend) event).lenAfter());
      case FreertosQueueSendFromIsr.ID -> freertos.queueLength(core, ns, ((FreertosQueueSendFromIsr) event).queueId(), ((FreertosQueueSendFromIsr) event).lenAfter());
      case FreertosQueueOverwrite.ID -> freertos.queueLength(core, ns, ((FreertosQueueOverwrite) event).queueId(), ((FreertosQueueOverwrite) event).lenAfter());
      case FreertosQueueOverwriteFromIsr.ID -> freertos.queueLength(core, ns, ((FreertosQueueOverwriteFromIsr) event).queueId(), ((FreertosQueueOverwriteFromIsr) event).lenAfter());
      case FreertosQueueReceive.ID -> freertos.queueLength(core, ns, ((FreertosQueueReceive) event).queueId(), ((FreertosQueueReceive) event).lenAfter());
      case FreertosQueueReceiveFromIsr.ID -> freertos.queueLength(core, ns, ((FreertosQueueReceiveFromIsr) event).queueId(), ((FreertosQueueReceiveFromIsr) event).lenAfter());
      case FreertosQueueReset.ID -> freertos.queueLength(core, ns, ((FreertosQueueReset) event).queueId(), 0);
      case FreertosQueueCurLength.ID -> freertos.queueLength(core, ns, ((FreertosQueueCurLength) event).queueId(), ((FreertosQueueCurLength) event).length());
      case FreertosCurtaskBlockOnQueuePeek.ID -> freertos.blockedOnQueue(core, ns, ((FreertosCurtaskBlockOnQueuePeek) event).queueId(), "peek");
      case FreertosCurtaskBlockOnQueueSend.ID -> freertos.blockedOnQueue(core, ns, ((FreertosCurtaskBlockOnQueueSend) event).queueId(), "send");
      case FreertosCurtaskBlockOnQueueReceive.ID -> freertos.blockedOnQueue(core, ns, ((FreertosCurtaskBlockOnQueueReceive) event).queueId(), "receive");
      // Only marks which task the kernel uses for idling or timers; the names say as much.
      case FreertosTaskIsIdleTask.ID -> {}
      case FreertosTaskIsTimerTask.ID -> {}
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
