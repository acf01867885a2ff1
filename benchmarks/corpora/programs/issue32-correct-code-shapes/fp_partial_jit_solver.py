import functools

import jax
import jax.numpy as jnp

jit_solver = functools.partial(jax.jit, static_argnames=("n_iter", "method", "damping"))


def laplacian_1d(n):
    return 2.0 * jnp.eye(n) - jnp.eye(n, k=1) - jnp.eye(n, k=-1)


@jit_solver
def stationary_solve(a, b, n_iter=50, method="jacobi", damping=1.0):
    d = jnp.diag(a)
    lower = jnp.tril(a)

    def sweep(_, x):
        if method == "jacobi":
            x_new = (b - (a @ x - d * x)) / d
        elif method == "gauss_seidel":
            x_new = jax.scipy.linalg.solve_triangular(lower, b - jnp.triu(a, 1) @ x, lower=True)
        else:
            raise ValueError(method)
        return damping * x_new + (1.0 - damping) * x

    return jax.lax.fori_loop(0, n_iter, sweep, jnp.zeros_like(b))


def residual(a, x, b):
    return float(jnp.linalg.norm(a @ x - b))


SETTINGS = [
    dict(method="jacobi", n_iter=400),
    dict(method="jacobi", n_iter=400, damping=2.0 / 3.0),
    dict(method="gauss_seidel", n_iter=200),
]
n = 16
a = laplacian_1d(n)
b = jnp.sin(jnp.linspace(0, jnp.pi, n))
for s in SETTINGS:
    x = stationary_solve(a, b, **s)
    print(s["method"], s.get("damping", 1.0), residual(a, x, b))
print(stationary_solve(a, b, n // 2).shape)
