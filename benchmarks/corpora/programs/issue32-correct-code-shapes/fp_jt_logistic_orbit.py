import jax
import jax.numpy as jnp
from jaxthink_typing import Static, jit


def logistic(r):
    return lambda x: r * x * (1.0 - x)


@jit
def iterate(r, x0, n: Static[int], burn_in: int = 0):
    f = logistic(r)
    x = x0
    for _ in range(burn_in):
        x = f(x)
    orbit = []
    for _ in range(n):
        x = f(x)
        orbit.append(x)
    return jnp.stack(orbit)


@jit
def lyapunov(r, orbit):
    return jnp.mean(jnp.log(jnp.abs(r * (1.0 - 2.0 * orbit)) + 1e-12))


def bifurcation(rs, n_keep, settle):
    orbits = jax.vmap(lambda r: iterate(r, 0.2, n_keep, settle))(rs)
    exps = jax.vmap(lyapunov)(rs, orbits)
    return orbits, exps


rs = jnp.linspace(2.8, 4.0, 9)
orbits, exps = bifurcation(rs, n_keep=16, settle=100)
for r, o, e in zip(rs.tolist(), orbits, exps.tolist()):
    distinct = len(set(jnp.round(o, 3).tolist()))
    print(f"r={r:.2f} period~{distinct:2d} lyapunov={e:+.3f}")
