// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The project's subset of Perfetto's schema (src/test/proto/perfetto_subset.proto) against the
 * official schema: every message, field, oneof and enum value of the subset is there in the
 * official one, with the same name, number, type, label, oneof and options, and every enum starts
 * with the same value (its default). Needs the official schema beside the checkout; without it the
 * tests are skipped, and {@link TraceCheck} prints one line saying so.
 */
class PerfettoSubsetTest {
  private FileDescriptor official;

  /** Each test, so that Surefire counts them as skipped. */
  @BeforeEach
  void officialSchemaIsThere() {
    assumeTrue(TraceCheck.officialSchema().isPresent(), TraceCheck.SKIPPED);
    official = TraceCheck.officialSchema().get();
  }

  @Test
  void everyPartOfTheSubsetIsTheOfficialSchemas() {
    FileDescriptor subset = TraceCheck.subsetSchema();

    assertThat(subset.getMessageTypes()).isNotEmpty();
    assertWithMessage("where the subset differs from the official schema").that(differences(subset)).isEmpty();
  }

  @Test
  void aChangedNumberTypeLabelOneofOrEnumValueIsFound() throws Exception {
    FileDescriptorProto.Builder changed = TraceCheck.subsetSchema().toProto().toBuilder();
    FieldDescriptorProto.Builder timestamp = message(changed, "TracePacket").getFieldBuilder(0);
    assertThat(timestamp.getName()).isEqualTo("timestamp");
    timestamp.setNumber(9);
    FieldDescriptorProto.Builder packet = message(changed, "Trace").getFieldBuilder(0);
    packet.setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
    FieldDescriptorProto.Builder iid = message(changed, "EventName").getFieldBuilder(0);
    iid.setType(FieldDescriptorProto.Type.TYPE_INT64);
    FieldDescriptorProto.Builder uuid = message(changed, "TrackEvent").getFieldBuilder(3);
    assertThat(uuid.getName()).isEqualTo("track_uuid");
    uuid.setOneofIndex(1);
    message(changed, "TrackEvent").getEnumTypeBuilder(0).getValueBuilder(2).setNumber(7);

    List<String> found = differences(FileDescriptor.buildFrom(changed.build(), new FileDescriptor[0]));

    assertThat(found).containsExactly(
        "perfetto.protos.Trace.packet: ours optional, official repeated",
        "perfetto.protos.TracePacket.timestamp (9): official name process_stats",
        "perfetto.protos.EventName.iid: ours int64, official uint64",
        "perfetto.protos.TrackEvent.track_uuid: ours in oneof counter_value_field, official in no oneof",
        "perfetto.protos.TrackEvent.Type.TYPE_SLICE_END: ours 7, official 2");
  }

  private static DescriptorProto.Builder message(FileDescriptorProto.Builder file, String name) {
    return file.getMessageTypeBuilderList().stream().filter(m -> m.getName().equals(name)).findFirst().orElseThrow();
  }

  /** Each way {@code subset} is not a part of the official schema, as a line. */
  private List<String> differences(FileDescriptor subset) {
    List<String> out = new ArrayList<>();
    differ(out, "the file", "package ", subset.getPackage(), official.getPackage());
    differ(out, "the file", "syntax ", subset.toProto().getSyntax(), official.toProto().getSyntax());
    for (Descriptor m : subset.getMessageTypes()) {
      message(m, official.findMessageTypeByName(m.getName()), out);
    }
    return out;
  }

  private void message(Descriptor ours, Descriptor theirs, List<String> out) {
    if (theirs == null) {
      out.add(ours.getFullName() + ": no such message in the official schema");
      return;
    }
    for (FieldDescriptor f : ours.getFields()) {
      field(f, theirs.findFieldByNumber(f.getNumber()), out);
    }
    for (EnumDescriptor e : ours.getEnumTypes()) {
      enumType(e, theirs.findEnumTypeByName(e.getName()), out);
    }
    for (Descriptor nested : ours.getNestedTypes()) {
      message(nested, theirs.findNestedTypeByName(nested.getName()), out);
    }
  }

  private void field(FieldDescriptor ours, FieldDescriptor theirs, List<String> out) {
    String name = ours.getFullName();
    if (theirs == null || !theirs.getName().equals(ours.getName())) {
      out.add(name + " (" + ours.getNumber() + "): " + (theirs == null ? "not in the official schema" : "official name " + theirs.getName()));
      return;
    }
    differ(out, name, "", ours.toProto().getLabel().name().substring(6).toLowerCase(),
        theirs.toProto().getLabel().name().substring(6).toLowerCase());
    differ(out, name, "", typeName(ours), typeName(theirs));
    differ(out, name, "in ", oneof(ours), oneof(theirs));
    differ(out, name, "default ", ours.toProto().getDefaultValue(), theirs.toProto().getDefaultValue());
    differ(out, name, "options ", ours.getOptions().toString(), theirs.getOptions().toString());
  }

  private static String typeName(FieldDescriptor f) {
    return switch (f.getType()) {
      case MESSAGE, GROUP -> f.getMessageType().getFullName();
      case ENUM -> f.getEnumType().getFullName();
      default -> f.getType().name().toLowerCase();
    };
  }

  private static String oneof(FieldDescriptor f) {
    return f.getRealContainingOneof() == null ? "no oneof" : "oneof " + f.getRealContainingOneof().getName();
  }

  private void enumType(EnumDescriptor ours, EnumDescriptor theirs, List<String> out) {
    if (theirs == null) {
      out.add(ours.getFullName() + ": no such enum in the official schema");
      return;
    }
    differ(out, ours.getFullName(), "default ", ours.getValues().get(0).getName(), theirs.getValues().get(0).getName());
    for (EnumValueDescriptor v : ours.getValues()) {
      EnumValueDescriptor match = theirs.findValueByName(v.getName());
      String name = ours.getFullName() + "." + v.getName();
      if (match == null) {
        out.add(name + ": not in the official schema");
      } else {
        differ(out, name, "", Integer.toString(v.getNumber()), Integer.toString(match.getNumber()));
      }
    }
  }

  private static void differ(List<String> out, String name, String what, String ours, String theirs) {
    if (!ours.equals(theirs)) {
      out.add(name + ": ours " + what + ours + ", official " + what + theirs);
    }
  }
}
