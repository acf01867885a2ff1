"""Gradient descent on the Rosenbrock function with debug output."""
import jax
import jax.numpy as jnp


def rosenbrock(p):
    x, y = p[0], p[1]
    return (1 - x) ** 2 + 100 * (y - x ** 2) ** 2


@jax.jit
def step(p, lr):
    val, g = jax.value_and_grad(rosenbrock)(p)
    print("tracing step with", p)
    jax.debug.print("loss={v}", v=val)
    return p - lr * g, val


def optimize(p, n):
    for i in range(n):
        p, val = step(p, 1e-3)
    return p, val


if __name__ == "__main__":
    p, val = optimize(jnp.array([-1.0, 1.0]), 5)
    print(p, f"{float(val):.4f}")
