"""Box-constrained least squares; bounds are NumPy constants, so folding them is static."""
import jax
import jax.numpy as jnp
import numpy as np

# rows: lower bounds, upper bounds (host-side NumPy, never traced)
BOUNDS = np.array([[0.0, -np.inf, 0.0], [1.0, 0.5, np.inf]])


def expand_bounds(bounds, n):
    lb, ub = bounds
    rows, rhs = [], []
    for i in range(n):
        if np.isfinite(float(ub[i])):
            rows.append(np.eye(n)[i])
            rhs.append(ub[i])
        if np.isfinite(float(lb[i])):
            rows.append(-np.eye(n)[i])
            rhs.append(-lb[i])
    return jnp.asarray(np.stack(rows)), jnp.asarray(np.array(rhs))


def solve_qp(A, b, bounds, steps=300, lr=0.05):
    G, h = expand_bounds(bounds, A.shape[1])
    x = jnp.zeros(A.shape[1])
    for _ in range(steps):
        x = x - lr * A.T @ (A @ x - b)
        x = x - G.T @ jnp.maximum(G @ x - h, 0.0)
    return x


A = jnp.array([[1.0, 0.2, 0.0], [0.0, 1.0, 0.3], [0.1, 0.0, 1.0], [1.0, 1.0, 1.0]])
b = jnp.array([2.0, -1.0, 0.5, 1.0])
solve = jax.jit(lambda A, b: solve_qp(A, b, BOUNDS, steps=100))
x = solve(A, b)
print("jit:", x)
print("within bounds:", bool(np.all((np.asarray(x) >= BOUNDS[0] - 1e-6) & (np.asarray(x) <= BOUNDS[1] + 1e-6))))
