"""One mypy run for every engine case (a run per family would cost a build each)."""

from __future__ import annotations

import pytest

from tests.engine_harness import all_case_results


@pytest.fixture(scope="session")
def engine_results() -> dict[str, list[tuple[int, str]]]:
    return all_case_results()
