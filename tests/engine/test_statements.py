"""Engine cases, statements and parameters: `match`, `*args` and `**kwargs` of
transformed functions, and functools.partial(jax.jit, ...) configurations."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    # match: literal and value patterns compare with ==; a traced subject fails there.
    "match_literal_traced": """
        @jax.jit
        def pick(signal, band):
            match band:
                case 2:  # E: jax-traced-bool
                    return signal[::2]
                case 3:
                    return signal * 0.5
            return signal
        pick(jnp.ones(4), 2)
    """,
    "match_or_and_value_patterns": """
        import enum
        class Mode(enum.IntEnum):
            A = 0
            B = 1
        @jax.jit
        def f(x, mode):
            match mode:
                case None:
                    return x
                case "a":
                    return x
                case Mode.A | Mode.B:  # E: jax-traced-bool
                    return -x
            return x
        f(1.0, 1)
    """,
    "match_tuple_subject": """
        @jax.jit
        def f(x, y):
            match (x, y):
                case (0, _):  # E: jax-traced-bool
                    return x
                case _:
                    return y
        f(1, 2)
    """,
    "match_guard_traced": """
        @jax.jit
        def f(x):
            match x:
                case y if y > 0:  # E: jax-traced-bool
                    return y
                case _:
                    return -x
        f(1.0)
    """,
    "match_static_subject_ok": """
        @functools.partial(jax.jit, static_argnums=1)
        def pool(x, how):
            match how:
                case "max":
                    y = x.max(axis=0)
                case "min":
                    y = x.min(axis=0)
                case _:
                    y = x
            return y
        pool(jnp.ones((2, 3)), "max")
        grid = jnp.ones((3, 3))
        match grid.shape:
            case (rows, cols):
                pass
    """,
    "match_class_and_sequence_patterns_ok": """
        @jax.jit
        def f(x):
            match x:
                case None:
                    return x
                case [a, b]:
                    return a + b
                case {"a": a}:
                    return a
                case jax.Array():
                    return x * 2
                case 0:
                    return x
            return x
        f(jnp.ones(2))
    """,
    "match_after_capture_quiet": """
        @jax.jit
        def f(x):
            match x:
                case jax.Array():
                    return x
                case 0:
                    return -x
            return x
        f(jnp.ones(2))
    """,
    "match_body_still_analysed": """
        @functools.partial(jax.jit, static_argnames="kind")
        def f(x, kind):
            match kind:
                case "double":
                    if x > 0:  # E: jax-traced-bool
                        return 2 * x
            return x
        f(1.0, kind="double")
    """,
    # functools.partial(jax.jit, ...) with a literal of the wrong type: TypeError.
    "partial_static_argnums_names": """
        @functools.partial(jax.jit, static_argnums=("n",))  # E: jax-static-arg
        def f(x, n):
            return x * n
    """,
    "partial_static_argnames_int": """
        def f(x, n):
            return x * n
        g = functools.partial(jax.jit, static_argnames=1)(f)  # E: jax-static-arg
    """,
    "partial_wrong_types_never_applied_ok": """
        jit_by_name = functools.partial(jax.jit, static_argnums=("n",))
    """,
    "partial_static_args_right_types_ok": """
        @functools.partial(jax.jit, static_argnums=(1,), static_argnames=("m",))
        def f(x, n, m=2):
            return x * n * m
    """,
    # *args / **kwargs of a jitted function: each item is traced.
    "varargs_items_traced": """
        @jax.jit
        def first_positive(*columns):
            for col in columns:
                if col.min() > 0:  # E: jax-traced-bool
                    return col
            return columns[-1]
        first_positive(jnp.ones(2), jnp.zeros(2))
    """,
    "varargs_index_traced": """
        @jax.jit
        def f(x, *sizes):
            return jnp.zeros(sizes[0]) + x  # E: jax-traced-shape
        f(1.0, 3)
    """,
    "varargs_len_and_shapes_ok": """
        @jax.jit
        def flatten_all(*parts, **scales):
            total = sum(p.size for p in parts)
            flat = jnp.concatenate([p.ravel() * scales.get("gain", 1.0) for p in parts])
            return flat.reshape(total // len(parts), len(parts))
        flatten_all(jnp.ones((2, 2)), jnp.zeros(4), gain=jnp.array(3.0))
    """,
    "kwargs_items_traced": """
        def repeat_apply(fn, x, **schedule):
            scale = schedule.get("scale", 1.0)
            for _ in range(schedule["rounds"]):  # E: jax-traced-index
                x = fn(x) * scale
            return x
        run = jax.jit(repeat_apply, static_argnums=0)
        run(jnp.sin, jnp.ones(2), scale=0.5, rounds=3)
    """,
    "kwargs_membership_and_get_ok": """
        @jax.jit
        def render(img, **opts):
            out = img
            if "gamma" in opts:
                out = out ** opts["gamma"]
            return jnp.clip(out, 0.0, opts.get("ceiling", 1.0))
        render(jnp.ones(3), gamma=2.2)
        render(jnp.ones(3))
    """,
    "kwargs_static_argnames_ok": """
        def f(x, **kw):
            for _ in range(kw["n"]):
                x = x + 1
            return x
        g = jax.jit(f, static_argnames="n")
        g(1.0, n=3)
    """,
    "varargs_static_argnums_ok": """
        def f(x, *args):
            for _ in range(args[0]):
                x = x + 1
            return x
        g = jax.jit(f, static_argnums=1)
        g(1.0, 3)
    """,
    "varargs_static_annotation_ok": """
        @jax.jit
        def f(x, *sizes: Static[int]):
            return jnp.zeros(sizes[0]) + x
    """,
    "varargs_eager_ok": """
        def f(*args):
            for _ in range(args[0]):
                pass
            return int(args[1])
        f(3, jnp.ones(()))
    """,
    "varargs_partial_bound_not_traced": """
        def f(*args):
            return jnp.zeros(args[0]) + args[1]
        g = jax.jit(functools.partial(f, 3))
        g(1.0)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
