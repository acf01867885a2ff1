from typing import NamedTuple

import jax
import jax.numpy as jnp

from . import features


class RidgeState(NamedTuple):
    gram: jnp.ndarray
    rhs: jnp.ndarray
    count: jnp.ndarray


def _init(state, phi, y, ridge, n_feat):
    del state
    gram = jnp.eye(n_feat) * ridge + phi.T @ phi
    return RidgeState(gram, phi.T @ y, jnp.asarray(phi.shape[0]))


def _accumulate(state, phi, y, ridge, n_feat):
    del ridge
    assert phi.shape[1] == n_feat
    return RidgeState(state.gram + phi.T @ phi, state.rhs + phi.T @ y, state.count + phi.shape[0])


_accumulate_jit = jax.jit(_accumulate, static_argnames=("n_feat",))
_init_jit = jax.jit(_init, static_argnames=("n_feat",))


def accumulate(state, phi, y, ridge):
    fn = _init_jit if state is None else _accumulate_jit
    return fn(state, phi, y, ridge, phi.shape[1])


@jax.jit
def solve(state):
    return jnp.linalg.solve(state.gram, state.rhs)


def predict(x, w, b, coef, spec, scale):
    phi = features.featurize(x, w, b, spec.kind, spec.n_features, scale=scale)
    return phi @ coef
