import equinox as eqx
import jax
import jax.numpy as jnp


class JacobiSolver(eqx.Module):
    matrix: jax.Array
    sweeps: jax.Array

    def __call__(self, b):
        d = jnp.diag(self.matrix)
        r = self.matrix - jnp.diag(d)
        x = jnp.zeros_like(b)
        for _ in range(self.sweeps):
            x = (b - r @ x) / d
        return x


@eqx.filter_jit
def solve_many(solver, bs):
    return jax.vmap(solver)(bs)


a = jnp.array([[5.0, 1.0, 0.0], [1.0, 4.0, 1.0], [0.0, 1.0, 3.0]])
solver = JacobiSolver(matrix=a, sweeps=25)
bs = jnp.stack([jnp.ones(3), jnp.arange(3.0)])
xs = solve_many(solver, bs)
print("residual:", float(jnp.abs(xs @ a.T - bs).max()))
