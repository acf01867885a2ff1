"""Engine cases, jax-tracer-leak: tracers stored in globals, nonlocals and attributes."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "tracer_leaks": """
        LOG = []
        STATE = None
        @jax.jit
        def f(x):
            global STATE
            LOG.append(x * 2)  # E: jax-tracer-leak
            STATE = x + 1  # E: jax-tracer-leak
            return x
        class Model:
            @functools.partial(jax.jit, static_argnums=0)
            def apply(self, x):
                self.cache = x * 2  # E: jax-tracer-leak
                local = Model()
                local.value = x
                return x
        def outer(x):
            seen = None
            def body(c, v):
                nonlocal seen
                seen = v  # E: jax-tracer-leak
                return c, v
            return lax.scan(body, 0.0, x)
    """,
    "objects_made_in_the_trace_keep_their_tracers": """
        class Recorder:
            def __init__(self, fn=None):
                self.fn = fn
                self.seen = None
            def __call__(self, *args):
                if self.fn is None:
                    self.fn = args[0]
                    return self
                return self.fn(*args)
            def record(self, value):
                self.seen = value
                return value
        class Accumulator:
            def __init__(self, start):
                self.total = start
                self.reset(start)
            def reset(self, start):
                self.total = start * 0
            def add(self, value):
                self.total = self.total + value
        class Cache:
            def keep(self, value):
                self.last = value  # E: jax-tracer-leak
        CACHE = Cache()
        def double(y):
            return y * 2
        @jax.jit
        def step(x):
            Recorder()(x)
            out = Recorder(double)(x)
            acc = Accumulator(x)
            acc.add(out)
            return acc.total
        def body(carry, v):
            Recorder().record(v)
            return carry + v, v
        def run(xs):
            return lax.scan(body, 0.0, xs)
        @jax.jit
        def kept(x):
            CACHE.keep(x)
            return x
    """,
    "records_holding_tracers_leak_with_them": """
        EVENTS = []
        LAST = None
        class Event:
            def __init__(self, norm, step):
                self.norm = norm
                self.step = step
        @jax.jit
        def clip(g):
            global LAST
            norm = jnp.linalg.norm(g)
            EVENTS.append(Event(norm, 3))  # E: jax-tracer-leak
            LAST = (norm, 1)  # E: jax-tracer-leak
            local = [Event(norm, 1)]
            local.append(Event(norm, 2))
            EVENTS.append(Event(1.0, 2))
            return g / norm
    """,
    "global_container_of_arrays_is_quiet": """
        LAYERS = [jnp.ones((2, 2)), jnp.ones((2, 2))]
        SCALES = {"a": jnp.ones(2)}
        @jax.jit
        def f(x):
            for w in LAYERS:
                x = w @ x
            if len(LAYERS) > 1:
                x = x * SCALES["a"]
            return x
    """,
    "scratch_list_each_body_fills_before_reading": """
        @jax.jit
        def f(cache, rows):
            slots = [0, 0]
            def body(i, c):
                slots[0] = i
                slots[1] = rows[i]
                return c.at[tuple(slots)].set(1.0)
            return jax.lax.fori_loop(0, 2, body, cache)
        f(jnp.zeros((2, 3)), jnp.array([0, 2]))
    """,
    "scratch_list_read_after_the_loop": """
        def f(cache, rows):
            slots = [0, 0]
            def body(i, c):
                slots[0] = i  # E: jax-tracer-leak
                return c + 1.0
            out = jax.lax.fori_loop(0, 2, body, cache)
            return out + slots[0]
        f(jnp.zeros((2, 3)), jnp.array([0, 2]))
    """,
    "list_given_by_the_caller": """
        def train(xs, log):
            def body(c, x):
                log.append(c)  # E: jax-tracer-leak
                return c + x, None
            return jax.lax.scan(body, 0.0, xs)
        history = []
        train(jnp.ones(3), history)
        jnp.stack(history)
    """,
    "nothing_reported_under_disable_jit": """
        def run(step):
            seen = []
            def body(c):
                seen.append(c)
                return step(c)
            with jax.disable_jit():
                out = jax.lax.while_loop(lambda c: c < 3, body, jnp.int32(0))
            return int(seen[-1]) + int(out)
        run(lambda c: c + 1)
    """,
    "disable_jit_false_changes_nothing": """
        def run(step):
            seen = []
            def body(c):
                seen.append(c)  # E: jax-tracer-leak
                return step(c)
            with jax.disable_jit(False):
                out = jax.lax.while_loop(lambda c: c < 3, body, jnp.int32(0))
            return seen[-1] + out
        run(lambda c: c + 1)
    """,
    "nnx_variables_swapped_under_nnx_jit": """
        from flax import nnx
        class Pair(nnx.Module):
            def __init__(self):
                self.first = nnx.Param(1.0)
                self.second = nnx.Param(2.0)
        @nnx.jit
        def swap(pair):
            pair.first, pair.second = pair.second, pair.first
        swap(Pair())
    """,
    "an_outer_tracer_stored_inside_grad_stays_valid": """
        @jax.jit
        def step(x, rng):
            artifacts = {}
            def loss(x):
                labels = jax.random.normal(rng, (3,))
                artifacts["labels"] = labels
                return jnp.sum(x * labels)
            g = jax.grad(loss)(x)
            return g + artifacts["labels"]
        step(jnp.ones(3), jax.random.PRNGKey(0))
    """,
    # An nnx object made outside a trace may be read in it, not changed: an attribute
    # store, a Variable's value, a key from an Rngs stream (TraceContextError at once).
    # Given as an argument, or made inside, it may change; `self` is not judged.
    "nnx_object_of_module_level_changed_in_a_trace": """
        from flax import nnx
        class Counter(nnx.Module):
            def __init__(self):
                self.count = nnx.BatchStat(jnp.zeros(()))
                self.calls = 0
            def bump(self):
                self.count.value = self.count.value + 1
        COUNTER = Counter()
        RNGS = nnx.Rngs(0)
        @jax.jit
        def passed(counter, x):
            counter.count.value = counter.count.value + x.sum()
            counter.bump()
            local = Counter()
            local.calls = 1
            return counter, x * COUNTER.count.value
        @jax.jit
        def noisy(x):
            return x + jax.random.normal(RNGS.params(), x.shape)  # E: jax-tracer-leak
        def main():
            passed(Counter(), jnp.ones(2))
            return noisy(jnp.ones(2))
    """,
    "nnx_module_level_attribute_set_in_a_trace": """
        from flax import nnx
        class Counter(nnx.Module):
            def __init__(self):
                self.calls = 0
        COUNTER = Counter()
        @jax.jit
        def tally(x):
            COUNTER.calls = COUNTER.calls + 1  # E: jax-tracer-leak
            return x
        def main():
            return tally(jnp.ones(2))
    """,
    "nnx_rngs_of_the_eager_caller_in_a_vmap": """
        from flax import nnx
        def perturb(xs):
            rngs = nnx.Rngs(noise=1)
            inner = nnx.Rngs(noise=2)
            def one(x):
                fresh = nnx.Rngs(noise=3)
                fresh.noise()
                return x + jax.random.normal(rngs.noise(), x.shape)  # E: jax-tracer-leak
            inner.noise()
            return jax.vmap(one)(xs)
        def main():
            return perturb(jnp.ones((2, 3)))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
