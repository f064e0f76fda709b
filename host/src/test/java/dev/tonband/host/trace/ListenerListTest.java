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

/** Every listener of the list is told everything a trace tells, each call with its arguments, in the list's order. */
class ListenerListTest {
  /** A listener that writes down each call as "who method(arguments)". */
  private static TraceListener recording(String who, List<String> calls) {
    return (TraceListener) Proxy.newProxyInstance(TraceListener.class.getClassLoader(),
        new Class<?>[] {TraceListener.class}, (proxy, method, args) -> {
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
  void eachCallGoesToEveryListenerInTheListsOrder() throws Exception {
    List<String> calls = new ArrayList<>();
    List<Method> methods = told();
    List<String> who = List.of("first", "second", "third");
    List<Object[]> arguments = callEveryMethod(
        new ListenerList(who.stream().map(w -> recording(w, calls)).toList()), methods);

    List<String> expected = new ArrayList<>();
    for (int i = 0; i < methods.size(); i++) {
      for (String w : who) {
        expected.add(w + " " + call(methods.get(i), arguments.get(i)));
      }
    }
    assertThat(calls).containsExactlyElementsIn(expected).inOrder();
    assertThat(methods.size()).isAtLeast(26);
  }

  @Test
  void anEmptyListIsToldEverythingWithoutFailing() throws Exception {
    callEveryMethod(new ListenerList(List.of()), told());
    callEveryMethod(TraceListener.NONE, told());
  }
}
