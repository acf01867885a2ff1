"""Self-tests: the runtime harness accepts correct examples and rejects wrong ones."""

from __future__ import annotations

import logging
import sys
import textwrap
from pathlib import Path

import jax
import pytest

from tests.runtime_harness import (
    ExampleFailure,
    Expectation,
    check_example,
    leak_origin,
    parse_expectations,
    qualified_name,
    run_captured,
)

HEADER = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
"""


def write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(HEADER + textwrap.dedent(body), encoding="utf-8")
    return path


def write_raw(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_parse_expectations(tmp_path: Path) -> None:
    path = write(tmp_path, "parse.py", "    if x > 0:  #E:jax-traced-bool\n        return x\n")
    assert parse_expectations(path) == [Expectation(7, "jax-traced-bool")]


def test_parse_note_marks(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "parse_notes.py",
        """\
            print(x)  #N:jax-traced-print
            print(f"{x}")  # N: jax-traced-print
            if x > 0:  # E: jax-traced-bool
                return x
        """,
    )
    assert parse_expectations(path) == [
        Expectation(7, "jax-traced-print", "N"),
        Expectation(8, "jax-traced-print", "N"),
        Expectation(9, "jax-traced-bool", "E"),
    ]


def test_note_code_in_error_mark_rejected(tmp_path: Path) -> None:
    path = write(tmp_path, "note_as_error.py", "    print(x)  # E: jax-traced-print\n")
    with pytest.raises(ExampleFailure, match="an E mark needs a code of severity 'error'"):
        parse_expectations(path)


def test_error_code_in_note_mark_rejected(tmp_path: Path) -> None:
    path = write(tmp_path, "error_as_note.py", "    if x > 0:  # N: jax-traced-bool\n")
    with pytest.raises(ExampleFailure, match="an N mark needs a code of severity 'note'"):
        parse_expectations(path)


def test_unknown_code_rejected(tmp_path: Path) -> None:
    path = write(tmp_path, "unknown.py", "    return x  # E: jax-no-such-code\n")
    with pytest.raises(ExampleFailure, match="unknown code"):
        parse_expectations(path)


def test_qualified_name() -> None:
    assert qualified_name(ValueError) == "ValueError"
    assert qualified_name(jax.errors.TracerBoolConversionError) == (
        "jax.errors.TracerBoolConversionError"
    )


def test_correct_bad_example_passes(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "bad_ok.py",
        """\
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return -x


        f(jnp.arange(3.0))
        """,
    )
    check_example(path)


def test_good_example_passes(tmp_path: Path) -> None:
    path = write(tmp_path, "good.py", "    return jnp.where(x > 0, x, -x)\n\n\nf(jnp.ones(2))\n")
    check_example(path)


def test_raise_on_other_line_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "bad_line.py",
        """\
            y = x * 2  # E: jax-traced-bool
            if y.sum() > 0:
                return y
            return -y


        f(jnp.arange(3.0))
        """,
    )
    with pytest.raises(ExampleFailure, match="raised at line 8, expected at line 7"):
        check_example(path)


def test_good_example_that_raises_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "good_raises.py", "    return int(x)\n\n\nf(jnp.ones(()))\n")
    with pytest.raises(ExampleFailure, match="good example raised"):
        check_example(path)


def test_subclass_is_not_a_match(tmp_path: Path) -> None:
    # TracerBoolConversionError subclasses ConcretizationTypeError: still a wrong class.
    path = write(
        tmp_path,
        "wrong_class.py",
        "    return bool(x)  # E: jax-traced-conversion\n\n\nf(jnp.ones(()))\n",
    )
    with pytest.raises(ExampleFailure, match=r"raised jax\.errors\.TracerBoolConversionError"):
        check_example(path)


def test_bad_example_that_runs_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path, "bad_runs.py", "    return x + 1  # E: jax-traced-bool\n\n\nf(jnp.ones(()))\n"
    )
    with pytest.raises(ExampleFailure, match="ran cleanly"):
        check_example(path)


TWO_MISTAKES = """\
    y = x * 2
    if y.sum() > 0:  # E: jax-traced-bool
        y = -y
    return {first}np.asarray(y)  # E: jax-numpy-on-traced


f(jnp.ones(3))
"""


def _two(tmp_path: Path, name: str, fix1: str | None) -> Path:
    body = "import numpy as np\n" + HEADER
    path = tmp_path / f"{name}.py"
    path.write_text(body + textwrap.dedent(TWO_MISTAKES.format(first="")), encoding="utf-8")
    if fix1 is not None:
        (tmp_path / f"{name}_fix1.py").write_text(body + textwrap.dedent(fix1), encoding="utf-8")
    return path


def test_two_expectations_need_a_rewrite_fixing_the_first(tmp_path: Path) -> None:
    with pytest.raises(ExampleFailure, match=r"no rewrite two_fix1\.py"):
        check_example(_two(tmp_path, "two", None))


def test_two_expectations_are_proved_one_by_one(tmp_path: Path) -> None:
    fix1 = """\
        y = x * 2
        y = jnp.where(y.sum() > 0, -y, y)
        return np.asarray(y)  # E: jax-numpy-on-traced


    f(jnp.ones(3))
    """
    path = _two(tmp_path, "pair", fix1)
    check_example(path)
    check_example(tmp_path / "pair_fix1.py")


def test_a_rewrite_must_keep_the_later_marks(tmp_path: Path) -> None:
    fix1 = """\
        y = x * 2
        y = jnp.where(y.sum() > 0, -y, y)
        return y


    f(jnp.ones(3))
    """
    with pytest.raises(ExampleFailure, match="must hold the marks"):
        check_example(_two(tmp_path, "lost", fix1))


def test_several_marks_where_jax_raises_elsewhere_fail(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "elsewhere.py",
        """\
            y = int(x)
            z = y + 1  # E: jax-traced-conversion
            return bool(z)  # E: jax-traced-bool


        f(jnp.ones(()))
        """,
    )
    with pytest.raises(ExampleFailure, match=r"but JAX raised at elsewhere\.py:7"):
        check_example(path)


# --- N marks: the file runs (or raises as its E mark says) and shows a tracer ---------------


def test_note_example_passes(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "note_ok.py",
        """\
            print("x is", x)  # N: jax-traced-print
            return x * 2


        f(jnp.ones(2))
        """,
    )
    check_example(path)


def test_note_example_printing_a_number_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "note_number.py",
        """\
            print("rows:", x.shape[0])  # N: jax-traced-print
            return x * 2


        f(jnp.ones(2))
        """,
    )
    with pytest.raises(ExampleFailure, match=r"N marks at lines \[7\], but the output shows no"):
        check_example(path)


def test_note_example_that_raises_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "note_raises.py",
        """\
            print(x)  # N: jax-traced-print
            return int(x)


        f(jnp.ones(()))
        """,
    )
    with pytest.raises(ExampleFailure, match="good example raised"):
        check_example(path)


def test_note_with_error_mark_passes(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "note_and_error.py",
        """\
            print(f"x = {x}")  # N: jax-traced-print
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return -x


        f(jnp.ones(2))
        """,
    )
    check_example(path)


def test_note_in_logging_passes(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "note_logging.py",
        """\
        import logging

        import jax
        import jax.numpy as jnp

        logging.basicConfig(level=logging.INFO)


        @jax.jit
        def f(x):
            logging.info("x = %s", x)  # N: jax-traced-print
            return x * 2


        f(jnp.ones(2))
        """,
    )
    root = logging.getLogger()
    level, handlers = root.level, root.handlers[:]
    check_example(path)
    assert (root.level, root.handlers) == (level, handlers)


def test_note_in_debug_log_is_not_seen(tmp_path: Path) -> None:
    # Records below INFO are not collected: a DEBUG log line does not prove the mark.
    path = write_raw(
        tmp_path,
        "note_debug_log.py",
        """\
        import logging

        import jax
        import jax.numpy as jnp


        @jax.jit
        def f(x):
            logging.debug("x = %s", x)  # N: jax-traced-print
            return x * 2


        f(jnp.ones(2))
        """,
    )
    with pytest.raises(ExampleFailure, match="the output shows no tracer"):
        check_example(path)


def test_unmarked_tracer_print_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "print_unmarked.py", "    print(x)\n    return x\n\n\nf(jnp.ones(2))\n")
    with pytest.raises(ExampleFailure, match="printed a tracer but has no N mark"):
        check_example(path)


def test_debug_print_is_not_a_tracer(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "debug_print.py",
        '    jax.debug.print("x = {}", x)\n    return x\n\n\nf(jnp.arange(3.0))\n',
    )
    outcome = run_captured(path)
    assert outcome.exception is None
    assert "x = [0. 1. 2.]" in outcome.output
    check_example(path)


# --- jax-tracer-leak: the message names the marked line as where the value was made ---------

LEAK = """\
    import jax
    import jax.numpy as jnp

    LOG = []


    @jax.jit
    def f(x):
        y = x + 1{mark_y}
        LOG.append(y * 2){mark_append}
        return y


    f(jnp.ones(2))
    total = LOG[0] + 1
"""


def write_leak(tmp_path: Path, name: str, *, on_append: bool) -> Path:
    mark = "  # E: jax-tracer-leak"
    text = LEAK.format(mark_y="" if on_append else mark, mark_append=mark if on_append else "")
    return write_raw(tmp_path, name, text)


def test_leak_example_passes(tmp_path: Path) -> None:
    check_example(write_leak(tmp_path, "leak_ok.py", on_append=True))


def test_leak_origin_parsed(tmp_path: Path) -> None:
    path = write_leak(tmp_path, "leak_origin.py", on_append=True)
    outcome = run_captured(path)
    assert isinstance(outcome.exception, jax.errors.UnexpectedTracerError)
    assert leak_origin(outcome.exception) == (path.resolve(), 10)


def test_leak_mark_on_wrong_line_fails(tmp_path: Path) -> None:
    path = write_leak(tmp_path, "leak_wrong_line.py", on_append=False)
    with pytest.raises(
        ExampleFailure, match=r"created at .*leak_wrong_line\.py:10, expected at line 9"
    ):
        check_example(path)


def test_leak_of_an_argument_names_no_line(tmp_path: Path) -> None:
    # A jit argument stored as it is: JAX's message leaves the place of creation empty.
    path = write_raw(
        tmp_path,
        "leak_argument.py",
        """\
        import jax
        import jax.numpy as jnp

        LOG = []


        @jax.jit
        def f(x):
            LOG.append(x)  # E: jax-tracer-leak
            return x


        f(jnp.ones(2))
        total = LOG[0] + 1
        """,
    )
    with pytest.raises(ExampleFailure, match="names no line where the leaked value was created"):
        check_example(path)


CLOSED_OVER = """\
    import jax


    def f(x):
        @jax.custom_jvp
        def g(y):
            return x + y{mark_body}

        g.defjvp(lambda primals, tangents: (g(primals[0]), tangents[0]))
        return g(1.0){mark_call}


    jax.grad(f)(3.0)
"""


def test_leak_that_names_no_line_is_checked_where_it_raises(tmp_path: Path) -> None:
    # A custom_jvp function closing over a tracer of the differentiation that runs it: JAX
    # names no line of creation, and raises where the function uses it.
    mark = "  # E: jax-tracer-leak"
    good = write_raw(tmp_path, "closed_over.py", CLOSED_OVER.format(mark_body=mark, mark_call=""))
    check_example(good)
    wrong = write_raw(
        tmp_path, "closed_over_wrong.py", CLOSED_OVER.format(mark_body="", mark_call=mark)
    )
    with pytest.raises(ExampleFailure, match="raised at line 7, expected at line 10"):
        check_example(wrong)


def test_leak_never_used_fails(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "leak_unused.py",
        """\
        import jax
        import jax.numpy as jnp

        LOG = []


        @jax.jit
        def f(x):
            LOG.append(x * 2)  # E: jax-tracer-leak
            return x


        f(jnp.ones(2))
        print(LOG[0].shape)
        """,
    )
    with pytest.raises(ExampleFailure, match="ran cleanly"):
        check_example(path)


def write_package(tmp_path: Path, name: str, marked_line: int | None) -> Path:
    """A package whose `__main__` calls a jitted function of `step` that reaches an `if` on
    a tracer in `inner`, with an E mark on `marked_line` of `inner` (None: no mark)."""
    package = tmp_path / name
    package.mkdir()
    (package / "__init__.py").write_text("")
    inner = ["def clip(x):", "    if x.sum() > 0:", "        return -x", "    return x"]
    if marked_line is not None:
        inner[marked_line - 1] += "  # E: jax-traced-bool"
    (package / "inner.py").write_text("\n".join(inner) + "\n")
    (package / "step.py").write_text(
        f"import jax\nfrom {name} import inner\n\n\n@jax.jit\ndef f(x):\n    return inner.clip(x)\n"
    )
    (package / "__main__.py").write_text(
        f"import jax.numpy as jnp\nfrom {name} import step\n\nstep.f(jnp.ones(2))\n"
    )
    return package


def test_package_example_passes(tmp_path: Path) -> None:
    check_example(write_package(tmp_path, "pkg_ok", marked_line=2))
    assert not [m for m in sys.modules if m.startswith("pkg_ok")], "modules left behind"


def test_package_mark_on_wrong_line_fails(tmp_path: Path) -> None:
    package = write_package(tmp_path, "pkg_wrong", marked_line=3)
    with pytest.raises(ExampleFailure, match="raised at line 2, expected at line 3"):
        check_example(package)


def test_package_without_mark_that_raises_fails(tmp_path: Path) -> None:
    package = write_package(tmp_path, "pkg_good", marked_line=None)
    with pytest.raises(ExampleFailure, match=r"good example raised .* in .*inner\.py at line 2"):
        check_example(package)


# --- jax-recompile: counted compilations of the example's functions ---------------------------


def test_fresh_lambda_in_a_loop_passes(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "fresh_lambda.py",
        """\
        import jax
        import jax.numpy as jnp

        x = jnp.ones(3)
        for scale in range(3):
            x = jax.jit(lambda a: a * 2)(x)  # N: jax-recompile
        """,
    )
    outcome = run_captured(path)
    assert [c.stack[0][1] for c in outcome.compilations] == [6, 6, 6]
    assert all(c.defined == (path.resolve(), 6) for c in outcome.compilations)
    check_example(path)


def test_changing_static_argument_passes(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "static_changes.py",
        """\
        import functools

        import jax
        import jax.numpy as jnp


        @functools.partial(jax.jit, static_argnums=1)
        def power(x, n):
            return x**n


        for n in range(3):
            power(jnp.ones(2), n)  # N: jax-recompile
        """,
    )
    check_example(path)


def test_unmarked_recompilation_loop_fails(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "unmarked_loop.py",
        """\
        import jax
        import jax.numpy as jnp

        for i in range(3):
            jax.jit(lambda a: a + 1)(jnp.ones(2))
        """,
    )
    with pytest.raises(ExampleFailure, match=r"<lambda> defined at .* is compiled 3 times from"):
        check_example(path)


def test_mark_where_nothing_is_compiled_again_fails(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "compiled_once.py",
        """\
        import jax
        import jax.numpy as jnp

        step = jax.jit(lambda a: a + 1)
        for i in range(3):
            step(jnp.ones(2))  # N: jax-recompile
        """,
    )
    with pytest.raises(ExampleFailure, match="no function is compiled again there"):
        check_example(path)


def test_mark_on_another_line_fails(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "recompile_wrong_line.py",
        """\
        import jax
        import jax.numpy as jnp

        x = jnp.ones(2)  # N: jax-recompile
        for i in range(3):
            jax.jit(lambda a: a + 1)(x)
        """,
    )
    with pytest.raises(ExampleFailure, match="no function is compiled again there"):
        check_example(path)


def test_a_type_change_is_one_recompilation(tmp_path: Path) -> None:
    # An int then a float: two compilations from two lines, the second one marked.
    path = write_raw(
        tmp_path,
        "int_then_float.py",
        """\
        import jax
        import jax.numpy as jnp

        scale = jax.jit(lambda x, s: x * s)
        scale(jnp.ones(2), 2)
        scale(jnp.ones(2), 0.5)  # N: jax-recompile
        """,
    )
    check_example(path)


def test_two_shapes_from_one_line_are_no_loop(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "two_shapes.py",
        """\
        import jax
        import jax.numpy as jnp

        total = jax.jit(lambda x: x.sum())
        for n in (2, 3):
            total(jnp.ones(n))
        """,
    )
    assert len(run_captured(path).compilations) == 2
    check_example(path)


def test_eager_operations_are_not_counted(tmp_path: Path) -> None:
    # `a[:i]` compiles JAX's own slice for each size: not a function of the example.
    path = write_raw(
        tmp_path,
        "eager_slices.py",
        """\
        import jax.numpy as jnp

        a = jnp.arange(10.0)
        for i in range(1, 5):
            print(a[:i].sum())
        """,
    )
    assert run_captured(path).compilations == ()
    check_example(path)


def test_nested_jit_is_compiled_with_its_caller(tmp_path: Path) -> None:
    path = write_raw(
        tmp_path,
        "nested_jit.py",
        """\
        import jax
        import jax.numpy as jnp

        inner = jax.jit(lambda a: a * 2)
        outer = jax.jit(lambda a: inner(a) + 1)
        for i in range(3):
            outer(jnp.ones(2))
        """,
    )
    (compilation,) = run_captured(path).compilations
    assert compilation.defined == (path.resolve(), 5)
    check_example(path)


def test_recompile_logging_is_not_the_example_output(tmp_path: Path) -> None:
    # An example that configures logging does not see the records the harness turns on,
    # and the options are restored afterwards.
    path = write_raw(
        tmp_path,
        "configures_logging.py",
        """\
        import logging

        import jax
        import jax.numpy as jnp

        logging.basicConfig(level=logging.INFO)
        f = jax.jit(lambda a: a + 1)
        f(jnp.ones(2))
        f(jnp.ones(3))
        """,
    )
    outcome = run_captured(path)
    assert len(outcome.compilations) == 2
    assert "Compiling" not in outcome.output and "CACHE MISS" not in outcome.output
    assert not jax.config.jax_explain_cache_misses  # type: ignore[attr-defined]
    assert logging.getLogger("jax").propagate
