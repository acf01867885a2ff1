"""Engine cases, How tracedness flows:
transformations, helpers, closures, control flow (mostly clean code).
"""

from __future__ import annotations

from typing import Any

import pytest

from jaxthink_typing.analysis.interprocedural import MAX_DEPTH, Interprocedural
from tests.engine_harness import (
    HEADER,
    analyse_snippets,
    assert_case,
    case_params,
    expected_lines,
)


def _nested(name: str, depth: int, call_mark: str = "") -> str:
    """A jitted `name` whose body calls a chain of `depth` closures, each defined in the
    one before; the innermost converts its traced argument (`# E:` on that line when the
    chain fits the limit). `call_mark` marks the call that passes the depth limit."""
    inner = "" if depth + 1 > MAX_DEPTH else "  # E: jax-traced-conversion"
    lines = ["@jax.jit", f"def {name}(x):"]
    lines += ["    " * i + f"def {name}_{i}(a):" for i in range(1, depth + 1)]
    lines.append("    " * (depth + 1) + f"return int(a){inner}")
    for i in range(depth, 0, -1):
        mark = call_mark if i == MAX_DEPTH else ""
        argument = "x" if i == 1 else "a"
        lines.append("    " * i + f"return {name}_{i}({argument}){mark}")
    return "\n".join(lines) + "\n"


CASES: dict[str, str] = {
    "helper_jits_each_function_given": """
        def run(fn, x):
            return jax.jit(fn)(x)
        def fine(x):
            return jnp.where(x > 0, x, 0.0)
        def branchy(x):
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return -x
        def main():
            run(fine, jnp.ones(3))
            run(branchy, jnp.ones(3))
    """,
    "helper_given_closures_of_one_def": """
        def make(n):
            def body(x):
                return x * sum(range(n))  # E: jax-traced-index
            return body
        def apply(fn, x):
            return fn(x)
        @jax.jit
        def f(x):
            return apply(make(3), x) + apply(make(x.sum()), x)
    """,
    "helper_given_closures_of_one_def_constants": """
        def make(convert):
            def body(x):
                if convert:
                    return x * int(x.sum())  # E: jax-traced-conversion
                return x
            return body
        def apply(fn, x):
            return fn(x)
        @jax.jit
        def f(x):
            return apply(make(False), x) + apply(make(True), x)
    """,
    "partial_keyword_reaches_scan_body": """
        def push(buf, x, width):
            return buf, buf[-width:].sum()  # E: jax-traced-slice
        def scan_over(body, init, xs):
            return lax.scan(body, init, xs)
        @jax.jit
        def f(xs, width):
            return scan_over(functools.partial(push, width=width), jnp.zeros(4), xs)
    """,
    "partial_keyword_static_is_fine": """
        def push(buf, x, width):
            return buf, buf[-width:].sum()
        @jax.jit
        def f(xs):
            return lax.scan(functools.partial(push, width=2), jnp.zeros(4), xs)
    """,
    "grad_other_argnum_plain": """
        def f(x, y):
            return x * float(y)
        g = jax.grad(f, argnums=0)
    """,
    "vmap_in_axes_none": """
        def f(x, n):
            return x * sum(range(n))
        g = jax.vmap(f, in_axes=(0, None))
    """,
    "fori_traced_bound_ok": """
        @jax.jit
        def f(x, n):
            return lax.fori_loop(0, n, lambda i, a: a + x, 0.0)
    """,
    "is_none_isinstance": """
        @jax.jit
        def f(x, y):
            if y is None or isinstance(x, jax.Array):
                return x
            return x + y
    """,
    "default_not_passed": """
        @jax.jit
        def f(x, n=3):
            return x * sum(range(n))
        f(jnp.ones(3))
    """,
    "try_except_copes": """
        @jax.jit
        def f(x):
            try:
                n = int(x)
            except TypeError:
                n = 0
            return x + n
    """,
    "for_over_pytree_param_is_unknown": """
        @jax.jit
        def f(grads):
            for name in sorted(grads):
                if name == "bias":
                    continue
            return grads
    """,
    "unknown_stays_quiet": """
        import os
        def g(x):
            if x > 0:
                return int(x)
            return len(os.environ)
        @some_unknown_decorator
        def h(x):
            return int(x)
    """,
    "own_decorators_are_followed": """
        HOOKS = {}
        def register(name):
            def decorate(fn):
                HOOKS[name] = fn
                return fn
            return decorate
        def wrapping(fn):
            def inner(x):
                return fn(x)
            return inner
        @register("gate")
        def gate(x):
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return -x
        @wrapping
        def wrapped(x):
            return int(x)  # E: jax-traced-conversion
        @jax.jit
        def f(x):
            return gate(x)
        @jax.jit
        def f2(x):
            return wrapped(x)
    """,
    "own_wrapper_decorator_forwards_its_arguments": """
        def logged(fn):
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)
            return wrapper
        def checked(fn):
            def wrapper(x, *rest):
                return fn(x, *rest)
            return wrapper
        @logged
        def scale(x, factor=2):
            return x * int(factor)  # E: jax-traced-conversion
        @checked
        def gate(x, limit):
            if limit > 0:  # E: jax-traced-bool
                return x
            return -x
        @jax.jit
        def f(x, y):
            return scale(x, factor=y) + scale(x, 3)
        @jax.jit
        def f2(x, y):
            return gate(x, y)
    """,
    "after_a_mistake_the_path_goes_on": """
        def clip(x, limit):
            if limit > 0:  # E: jax-traced-bool
                return x
            return -x
        @jax.jit
        def f(x, n):
            m = int(n)  # E: jax-traced-conversion
            for _ in range(n):
                x = x * 2
            return x
        @jax.jit
        def g(x, n):
            y = clip(x, n)
            # `clip`'s report proposes a static `n`, which removes this one too.
            return jnp.zeros(n) + y
        @jax.jit
        def h(x, n):
            y = clip(x, float(n))  # E: jax-traced-conversion
            if len(x.shape) > 1:
                return x[:n]  # the fix proposed above (a static `n`) removes this one too
            return jnp.zeros(n) + y
        def k(x, n):
            try:
                m = int(n)
            except jax.errors.ConcretizationTypeError:
                m = 0
            return jnp.zeros(n)  # E: jax-traced-shape
        jax.jit(k)(jnp.ones(3), 2)
        def keep(fn):
            return fn
        @jax.jit
        def m(x):
            if len(x.shape) > 1:
                print({x})  # E: jax-traced-hash
            else:  # the other branch runs: its decorator is applied, its call made
                @keep
                def scale(y):
                    return y * int(y.sum())  # E: jax-traced-conversion
                x = scale(x)
            return x
    """,
    "registry_by_function_name": """
        ACTIVATIONS = {}
        def activation(fn):
            ACTIVATIONS[fn.__name__] = fn
            return fn
        @activation
        def hard(x):
            return float(x)  # E: jax-traced-conversion
        @activation
        def soft(x):
            return int(x)
        @jax.jit
        def f(x):
            return ACTIVATIONS["hard"](x)
    """,
    "registry_lookup_by_known_name": """
        BUILDERS = {}
        def register(name):
            def decorate(fn):
                BUILDERS[name] = fn
                return fn
            return decorate
        class Registry:
            def __init__(self):
                self._items = {}
            def add(self, key):
                def deco(fn):
                    self._items[key] = fn
                    return fn
                return deco
            def get(self, key):
                return self._items[key]
        LOSSES = Registry()
        @register("relu")
        def relu_gate(x):
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return -x
        @register("tanh")
        def tanh_gate(x):
            return int(x)
        @LOSSES.add(key="l1")
        def l1(x):
            return float(x)  # E: jax-traced-conversion
        @LOSSES.add("l2")
        def l2(x):
            return len(x.shape)
        @jax.jit
        def f(x):
            return BUILDERS["relu"](x) + BUILDERS.get("relu")(x)
        @jax.jit
        def f2(x):
            return LOSSES.get("l1")(x)
        @jax.jit
        def g(x, name: Static[str]):
            return BUILDERS[name](x) + LOSSES.get("l2")(x)
        def h(x):
            return BUILDERS["tanh"](x)
        class Table:
            def __init__(self):
                self._items = {}
            def lookup(self):
                def inner(key):
                    return self._items[key]
                return inner("l1")
    """,
    "pytree_param_truthiness_quiet": """
        @jax.jit
        def f(params):
            if params:
                return params
            return params
    """,
    "compile_time_eval": """
        @jax.jit
        def f(x):
            with jax.ensure_compile_time_eval():
                n = jnp.array(3)
            return x * int(n)
    """,
    "nonlocal_inside_trace_is_fine": """
        @jax.jit
        def f(x):
            total = x
            def add(v):
                nonlocal total
                total = total + v
            add(x)
            return total
    """,
    # Below the limit: followed to the end. At the limit: said once per module, as a note
    # on the first call not followed (two chains, one note).
    "closures_below_depth_limit": _nested("f", MAX_DEPTH - 2),
    "closures_beyond_depth_limit_noted_once": (
        _nested("f", MAX_DEPTH + 2, "  # E: jax-analysis-limit") + _nested("g", MAX_DEPTH + 2)
    ),
    # A recursive function whose arguments change at each level (flax's traverse_util)
    # reaches the limit too: that is recursion, not a chain of closures, and needs no note.
    "recursion_beyond_depth_limit_not_noted": """
        import jax

        def walk(x, prefix):
            def key(path):
                return len(path)

            if len(prefix) > 100:
                return x + key(prefix)
            return walk(x, prefix + (1,))

        @jax.jit
        def f(x):
            return walk(x, ())
    """,
    "eval_context_is_compile_time_evaluation": """
        from jax._src import core
        @jax.jit
        def f(x):
            with core.eval_context():
                assert jnp.add(1, 1) == 2
            return x
        f(1.0)
    """,
    "vmap_in_axes_with_a_starred_list_is_not_read": """
        def step(v, n):
            return v * jnp.ones(n)
        nones = [None]
        jax.vmap(step, in_axes=(0, *nones))(jnp.ones((2, 3)), 3)
    """,
    "vmap_in_axes_literal_maps_the_position": """
        def step(v, n):
            return v * jnp.ones(n)  # E: jax-traced-shape
        jax.vmap(step, in_axes=(0, 0))(jnp.ones((2, 3)), jnp.array([3, 3]))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)


def test_memo_holds_across_closures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each helper below calls the next twice, each time with a fresh lambda: 2**12 paths
    through the calls, but only 2 distinct analyses per level: the memo must key a callable by
    what stays the same between entries (its def), not by its closure's identity."""
    depth = 12
    lines = [HEADER, "@jax.jit", "def f(x):", "    return h_0(lambda y: y, x)"]
    for i in range(depth):
        call = f"h_{i + 1}" if i + 1 < depth else "last"
        lines += [
            f"def h_{i}(fn, x):",
            f"    return {call}(lambda y: y * 2, x) + {call}(lambda y: y + 1, x)",
        ]
    lines += ["def last(fn, x):", "    return fn(x) * int(x)  # E: jax-traced-conversion"]
    text = "\n".join(lines) + "\n"
    count = {"analyses": 0}
    analyse = Interprocedural._analyse

    def counted(self: Interprocedural, *args: Any, **kwargs: Any) -> Any:
        count["analyses"] += 1
        return analyse(self, *args, **kwargs)

    monkeypatch.setattr(Interprocedural, "_analyse", counted)
    found = analyse_snippets({"memo_closures": text})["memo_closures"]
    assert {(d.line, d.code.name) for d in found} == expected_lines(text)
    assert count["analyses"] < 10 * depth
