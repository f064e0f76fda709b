// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.codec.StrView;
import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.FrQueueKind;

/**
 * The visitor-path consumer of {@link DecodeBenchmark}: folds every argument of every event that
 * {@link SyntheticTrace} writes into {@link #sum}, so the JIT cannot drop any decoding work, and
 * counts the events it saw, so the benchmark can prove no event fell through to a default
 * (ignoring) method. Strings count by their byte length: the decoder has already validated their
 * UTF-8, and a consumer that wants text pays for that separately.
 */
final class SummingVisitor implements EventVisitor {
  long sum;
  long events;

  private void add(long a) {
    sum += a;
    events++;
  }

  private void add(long a, long b) {
    sum += a ^ b;
    events++;
  }

  private void add(long a, long b, long c) {
    sum += a ^ b ^ c;
    events++;
  }

  @Override
  public void onDroppedEvtCnt(long ts, long cnt) {
    add(ts, cnt);
  }

  @Override
  public void onTsResolutionNs(long nsPerTs) {
    add(nsPerTs);
  }

  @Override
  public void onIsrName(long isrId, StrView name) {
    add(isrId, name.byteLength());
  }

  @Override
  public void onIsrEnter(long ts, long isrId) {
    add(ts, isrId);
  }

  @Override
  public void onIsrExit(long ts, long isrId) {
    add(ts, isrId);
  }

  @Override
  public void onEvtmarkerName(long evtmarkerId, StrView name) {
    add(evtmarkerId, name.byteLength());
  }

  @Override
  public void onEvtmarker(long ts, long evtmarkerId, StrView msg) {
    add(ts, evtmarkerId, msg.byteLength());
  }

  @Override
  public void onEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    add(ts, evtmarkerId, msg.byteLength());
  }

  @Override
  public void onEvtmarkerEnd(long ts, long evtmarkerId) {
    add(ts, evtmarkerId);
  }

  @Override
  public void onValmarkerName(long valmarkerId, StrView name) {
    add(valmarkerId, name.byteLength());
  }

  @Override
  public void onValmarker(long ts, long valmarkerId, long val) {
    add(ts, valmarkerId, val);
  }

  @Override
  public void onFreertosTaskSwitchedIn(long ts, long taskId) {
    add(ts, taskId);
  }

  @Override
  public void onFreertosTaskToRdyState(long ts, long taskId) {
    add(ts, taskId);
  }

  @Override
  public void onFreertosTaskName(long taskId, StrView name) {
    add(taskId, name.byteLength());
  }

  @Override
  public void onFreertosTaskIsIdleTask(long taskId, long coreId) {
    add(taskId, coreId);
  }

  @Override
  public void onFreertosQueueName(long queueId, StrView name) {
    add(queueId, name.byteLength());
  }

  @Override
  public void onFreertosQueueKind(long queueId, FrQueueKind kind) {
    add(queueId, kind.value());
  }

  @Override
  public void onFreertosQueueSend(long ts, long queueId, long lenAfter) {
    add(ts, queueId, lenAfter);
  }

  @Override
  public void onFreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) {
    add(ts, queueId, lenAfter);
  }

  @Override
  public void onFreertosQueueReceive(long ts, long queueId, long lenAfter) {
    add(ts, queueId, lenAfter);
  }
}
