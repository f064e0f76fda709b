# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""pytest fixtures for tests of the QEMU demo firmware: boot it under QEMU and read its trace, with
the generated Python codec, as the firmware streams it over its UART.

The image comes from --demo-elf, or TONBAND_DEMO_ELF, or where the target-firmware build puts it.
The tonband_codec package must be importable: pip install generated-python/ (or a team's package
from `tonband generate --python-out`), or PYTHONPATH=generated-python/src.
"""
from __future__ import annotations

import os
import socket
import subprocess
from pathlib import Path
from typing import List

import pytest

import tonband_codec

BUILT_IMAGE = Path(__file__).resolve().parents[3] / "target/cmake/examples/qemu-demo/demo_streaming.elf"

# The board, as target-firmware/cmake/RunQemu.cmake runs it: the firmware ends the run through
# semihosting, and -icount makes its time (and so its trace) the same on every run.
QEMU = ["qemu-system-arm", "-M", "mps2-an385", "-display", "none", "-monitor", "none",
        "-semihosting-config", "enable=on,target=native", "-icount", "shift=5,align=off,sleep=off"]
SECONDS = 30


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--demo-elf", default=os.environ.get("TONBAND_DEMO_ELF", str(BUILT_IMAGE)),
                     help="the streaming demo's image (demo_streaming.elf)")


@pytest.fixture(scope="session")
def trace(request: pytest.FixtureRequest) -> List[tonband_codec.Item]:
    """Everything the demo traced, in order: events and, should the stream be damaged, problems."""
    image = Path(request.config.getoption("--demo-elf"))
    if not image.is_file():
        pytest.fail(f"no demo image at {image}: build target-firmware (mvn verify) or pass --demo-elf")
    # QEMU connects UART0 to this socket and closes it when the firmware ends the run.
    with socket.create_server(("127.0.0.1", 0)) as server:
        server.settimeout(SECONDS)
        port = server.getsockname()[1]
        qemu = subprocess.Popen([*QEMU, "-serial", f"tcp:127.0.0.1:{port}", "-kernel", str(image)])
        try:
            uart, _ = server.accept()
            uart.settimeout(SECONDS)
            reader = tonband_codec.Reader()
            items: List[tonband_codec.Item] = []
            with uart:
                while True:
                    chunk = uart.recv(4096)
                    if not chunk:
                        break
                    items.extend(reader.feed(chunk))  # decoded as it arrives
            items.extend(reader.finish())
            assert qemu.wait(timeout=SECONDS) == 0, "QEMU failed"
        finally:
            if qemu.poll() is None:
                qemu.kill()
                qemu.wait()
    return items
