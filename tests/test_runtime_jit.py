"""jaxthink_typing.jit and check_static at runtime."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest

import jaxthink_typing
from jaxthink_typing import Static
from jaxthink_typing.runtime import StaticArgumentError, check_static, jit, static_params


def pad(x: jax.Array, n: Static[int], fill: float = 0.0) -> jax.Array:
    return jnp.concatenate([x, jnp.full((n,), fill)])


def test_static_params_from_annotations() -> None:
    assert static_params(pad) == ("n",)


def test_jit_makes_static_parameters_static() -> None:
    fast = jit(pad)
    assert fast(jnp.ones(2), 3).shape == (5,)
    assert fast(jnp.ones(2), n=1, fill=2.0).tolist() == [1.0, 1.0, 2.0]
    assert jax.jit(pad, static_argnames="n")(jnp.ones(2), 3).shape == (5,)
    with pytest.raises(TypeError, match="Shapes must be 1D sequences of concrete values"):
        jax.jit(pad)(jnp.ones(2), 3)  # plain jax.jit traces n


def test_jit_as_decorator_with_options() -> None:
    @jaxthink_typing.jit(donate_argnums=())
    def tile(x: jax.Array, times: Static[int]) -> jax.Array:
        return jnp.tile(x, times)

    assert tile(jnp.ones(2), 2).shape == (4,)


def test_jit_makes_static_varargs_static() -> None:
    """`*dims: Static[int]` has no name jax.jit takes: its positions are made static."""

    @jaxthink_typing.jit(static_argnums=0)
    def filled(value: float, *dims: Static[int]) -> jax.Array:
        return jnp.zeros(dims) + value

    assert filled(1.0, 2, 3).shape == (2, 3)
    assert filled(2.0, 4).tolist() == [2.0] * 4


def test_jit_returns_jax_jitted_function() -> None:
    fast = jit(pad)
    assert hasattr(fast, "lower") and type(fast) is type(jax.jit(pad))


def test_traced_value_for_static_parameter_names_it() -> None:
    checked = check_static(pad)

    @jax.jit
    def caller(x: jax.Array, k: jax.Array) -> jax.Array:
        return checked(x, k)

    with pytest.raises(StaticArgumentError, match="parameter 'n' is declared Static"):
        caller(jnp.ones(2), jnp.int32(3))


def test_unhashable_value_for_static_parameter_names_it() -> None:
    def reshape(x: jax.Array, shape: Static[tuple[int, ...]]) -> jax.Array:
        return x.reshape(shape)

    with pytest.raises(StaticArgumentError, match="unhashable list"):
        check_static(reshape)(jnp.ones(4), [2, 2])  # type: ignore[arg-type]
    assert check_static(reshape)(jnp.ones(4), (2, 2)).shape == (2, 2)


def test_function_without_static_parameters_is_unchanged() -> None:
    def plain(x: jax.Array) -> jax.Array:
        return x

    assert check_static(plain) is plain


def test_jitted_type_is_exported() -> None:
    assert jaxthink_typing.Jitted is jaxthink_typing.runtime.Jitted
