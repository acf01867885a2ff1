"""Engine cases, what a class runs on a new instance after `__init__`: a dataclass's
`__post_init__` and an equinox Module's `__check_init__` (each of its classes'), which
run inside the trace when the instance is made there."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "check_init_on_fields_made_in_a_jit": """
        import equinox as eqx
        class Halo(eqx.Module):
            mass: jax.Array
            radius: jax.Array
            def __check_init__(self):
                if self.mass <= 0:  # E: jax-traced-bool
                    raise ValueError("mass must be positive")
            def potential(self, r):
                return -self.mass / (r + self.radius)
        @jax.jit
        def energy(mass, radius, r):
            return Halo(mass, radius).potential(r)
        def main():
            Halo(jnp.array(2.0), jnp.array(1.0))
            return energy(jnp.array(2.0), jnp.array(1.0), jnp.ones(3))
    """,
    "check_init_of_a_base_class": """
        import equinox as eqx
        class Positive(eqx.Module):
            scale: jax.Array
            def __check_init__(self):
                if self.scale < 0:  # E: jax-traced-bool
                    raise ValueError("negative scale")
        class Kernel(Positive):
            length: float
            def __call__(self, x):
                return self.scale * jnp.exp(-x / self.length)
        @eqx.filter_jit
        def covariance(scale, x):
            return Kernel(scale, 2.0)(x)
        def main():
            return covariance(jnp.array(1.0), jnp.ones(3))
    """,
    "check_init_on_static_facts_and_eqx_error_if": """
        import equinox as eqx
        class Halo(eqx.Module):
            mass: jax.Array
            order: int
            def __check_init__(self):
                if self.order < 1 or self.mass.ndim != 0:
                    raise ValueError("bad halo")
            def scaled(self):
                return eqx.error_if(self.mass, self.mass <= 0, "non-positive mass") * self.order
        @jax.jit
        def run(mass):
            return Halo(mass, 2).scaled()
        def main():
            return run(jnp.array(3.0))
    """,
    "post_init_of_a_dataclass_made_in_a_jit": """
        import dataclasses
        @dataclasses.dataclass
        class Interval:
            low: jax.Array
            high: jax.Array
            def __post_init__(self):
                self.width = float(self.high - self.low)  # E: jax-traced-conversion
        @jax.jit
        def clip(x, low, high):
            box = Interval(low, high)
            return jnp.clip(x, box.low, box.high)
        def main():
            return clip(jnp.ones(3), jnp.array(0.0), jnp.array(2.0))
    """,
    "post_init_on_host_values": """
        import dataclasses
        @dataclasses.dataclass(frozen=True)
        class Grid:
            size: int
            spacing: float = 1.0
            def __post_init__(self):
                if self.size <= 0 or int(self.spacing * 10) == 0:
                    raise ValueError("empty grid")
        @functools.partial(jax.jit, static_argnames="grid")
        def laplacian(u, grid):
            return (jnp.roll(u, 1) + jnp.roll(u, -1) - 2 * u) / grid.spacing**2
        def main():
            return laplacian(jnp.ones(8), Grid(8, 0.5))
    """,
    # The constructor of a registered pytree class, given a tracer, runs as a call (in
    # this module as in another).
    "a_pytree_constructor_given_tracers": """
        @jax.tree_util.register_pytree_node_class
        class Box:
            def __init__(self, low, high):
                assert high > low, "empty box"  # E: jax-traced-bool
                self.low = low
                self.high = high
            def tree_flatten(self):
                return (self.low, self.high), None
            @classmethod
            def tree_unflatten(cls, aux, children):
                return cls(*children)
        @jax.jit
        def clip(x, low, high):
            box = Box(low, high)
            return jnp.clip(x, box.low, box.high)
        def main():
            Box(0.0, 1.0)
            return clip(jnp.ones(3), jnp.array(0.0), jnp.array(2.0))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
