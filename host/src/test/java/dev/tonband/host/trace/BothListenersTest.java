// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Both listeners are told everything a trace tells, each call with its arguments, the first one first. */
class BothListenersTest {
  /** A listener that writes down each call as "who method(arguments)". */
  private static TraceListener recording(String who, List<String> calls, boolean wantsEachProblem) {
    return (TraceListener) Proxy.newProxyInstance(TraceListener.class.getClassLoader(),
        new Class<?>[] {TraceListener.class}, (proxy, method, args) -> {
          if (method.getName().equals("wantsEachProblem")) {
            return wantsEachProblem;
          }
          calls.add(who + " " + call(method, args));
          return null;
        });
  }

  private static String call(Method method, Object[] args) {
    return method.getName() + Arrays.toString(args);
  }

  /** Each method of the interface called with distinct arguments (null for objects). */
  private static List<Object[]> callEveryMethod(TraceListener listener, List<Method> methods) throws Exception {
    List<Object[]> arguments = new ArrayList<>();
    long n = 1;
    for (Method method : methods) {
      Object[] args = new Object[method.getParameterCount()];
      Class<?>[] types = method.getParameterTypes();
      for (int i = 0; i < args.length; i++) {
        n++;
        args[i] = types[i] == int.class ? (Object) (int) n : types[i] == long.class ? (Object) n
            : types[i] == double.class ? (Object) (n + 0.5) : types[i] == boolean.class ? (Object) (n % 2 == 0) : null;
      }
      method.invoke(listener, args);
      arguments.add(args);
    }
    return arguments;
  }

  private static List<Method> told() {
    return Arrays.stream(TraceListener.class.getMethods())
        .filter(m -> !Modifier.isStatic(m.getModifiers()) && m.getReturnType() == void.class).toList();
  }

  @Test
  void eachCallGoesToTheFirstThenTheSecond() throws Exception {
    List<String> calls = new ArrayList<>();
    List<Method> methods = told();
    List<Object[]> arguments = callEveryMethod(
        new BothListeners(recording("first", calls, true), recording("second", calls, true)), methods);

    List<String> expected = new ArrayList<>();
    for (int i = 0; i < methods.size(); i++) {
      expected.add("first " + call(methods.get(i), arguments.get(i)));
      expected.add("second " + call(methods.get(i), arguments.get(i)));
    }
    assertThat(calls).containsExactlyElementsIn(expected).inOrder();
    assertThat(methods.size()).isAtLeast(26);
  }

  @Test
  void problemsGoOnlyToAListenerThatWantsEach() throws Exception {
    List<String> calls = new ArrayList<>();
    TraceListener both = new BothListeners(recording("first", calls, false), recording("second", calls, true));
    assertThat(both.wantsEachProblem()).isTrue();
    both.problem(null);
    assertThat(calls).containsExactly("second problem[null]");

    TraceListener neither = new BothListeners(recording("first", calls, false), recording("second", calls, false));
    assertThat(neither.wantsEachProblem()).isFalse();
  }
}
