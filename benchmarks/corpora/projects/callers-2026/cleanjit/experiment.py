import jax
import jax.numpy as jnp

from . import diagnostics, features, solver
from .config import Experiment


def target(x):
    return jnp.sin(x[:, 0]) + 0.5 * jnp.cos(2 * x[:, 1]) - 0.1 * x[:, 2]


def run(exp):
    key = jax.random.PRNGKey(exp.seed)
    key, kb = jax.random.split(key)
    spec = exp.features
    w, b = features.draw_basis(kb, spec, jnp.zeros((exp.dim,)))
    scale = jnp.ones((spec.n_features,))
    state = None
    for r in range(exp.rounds):
        key, kx = jax.random.split(key)
        x = jax.random.normal(kx, (exp.n_train, exp.dim))
        phi = features.featurize(x, w, b, spec.kind, spec.n_features, scale=scale)
        state = solver.accumulate(state, phi, target(x), exp.ridge)
    coef = solver.solve(state)
    key, kt = jax.random.split(key)
    xt = jax.random.normal(kt, (exp.n_test, exp.dim))
    err = solver.predict(xt, w, b, coef, spec, scale) - target(xt)
    diag = diagnostics.report(state, err, exp.ridge)
    return {"rmse": float(jnp.sqrt(jnp.mean(err ** 2))), "n": int(state.count), "widths": exp.widths, **diag}


def main():
    print(run(Experiment()))
