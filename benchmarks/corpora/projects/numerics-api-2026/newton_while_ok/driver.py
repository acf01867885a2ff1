import jax.numpy as jnp

from . import continuation, solver


def intersect(x):
    # circle of radius 2 meets the curve y = exp(x) - 1
    return jnp.stack([x[0] ** 2 + x[1] ** 2 - 4.0, jnp.exp(x[0]) - 1.0 - x[1]])


def equilibrium(x, feed=1.0):
    # steady state of a two-species reaction network
    a, b = x[0], x[1]
    return jnp.stack([feed - a - a * b ** 2, 3.0 * a * b ** 2 - 2.0 * b + 0.1])


def main():
    for name, F, x0 in [("intersect", intersect, jnp.array([1.0, 1.0])),
                        ("equilibrium", equilibrium, jnp.array([0.5, 0.5]))]:
        res = solver.make_solver(F)(x0)
        print(f"{name}: {int(res.it)} iterations, x={res.x}, |F|={float(jnp.linalg.norm(res.fx)):.1e}")
    feeds = [1.0, 1.2, 1.4]
    xs, its = continuation.trace_branch(equilibrium, jnp.array([0.5, 0.5]), feeds)
    print("branch", xs, "iterations", its)
    print("dx/dfeed at feed=1.4", continuation.sensitivity(equilibrium, xs[-1], 1.4))
