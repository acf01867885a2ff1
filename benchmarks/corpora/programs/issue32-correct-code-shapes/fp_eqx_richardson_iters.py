import math

import equinox as eqx
import jax
import jax.numpy as jnp


class Richardson(eqx.Module):
    operator: jax.Array
    omega: float
    num_iters: int

    def __call__(self, b, x0):
        x = x0
        for _ in range(self.num_iters):
            x = x + self.omega * (b - self.operator @ x)
        return x


def build_solver(a, tol):
    eigs = jnp.linalg.eigvalsh(a)
    lo, hi = float(eigs[0]), float(eigs[-1])
    omega = 2.0 / (lo + hi)
    rate = (hi - lo) / (hi + lo)
    num_iters = jnp.ceil(jnp.log(tol) / jnp.log(rate)).astype(jnp.int32)
    return Richardson(a, omega, num_iters)


@eqx.filter_jit
def solve_many(solver, rhs):
    x0 = jnp.zeros_like(rhs[0])
    return jax.vmap(lambda b: solver(b, x0))(rhs)


n = 6
m = jax.random.normal(jax.random.PRNGKey(0), (n, n))
a = m @ m.T + n * jnp.eye(n)
solver = build_solver(a, tol=1e-6)
rhs = jax.random.normal(jax.random.PRNGKey(1), (3, n))
xs = solve_many(solver, rhs)
print("iters", solver.num_iters, "residual", float(jnp.abs(xs @ a.T - rhs).max()))
