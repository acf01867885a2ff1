import jax
import jax.numpy as jnp
from jax import lax


def rosenbrock(p):
    x, y = p[0], p[1]
    return (1 - x) ** 2 + 100 * (y - x ** 2) ** 2


grad_f = jax.grad(rosenbrock)


def minimize(p0, lr=1e-3, tol=1e-4, max_iter=20000):
    def cond_fun(state):
        p, lr, it = state
        return (jnp.linalg.norm(grad_f(p)) > tol) & (it < max_iter)

    def body_fun(state):
        p, lr, it = state
        g = grad_f(p)
        trial = p - lr * g
        if rosenbrock(trial) > rosenbrock(p):
            lr = lr * 0.5
            trial = p
        return trial, lr, it + 1

    return lax.while_loop(cond_fun, body_fun, (p0, lr, 0))


p, lr, iters = minimize(jnp.array([-1.2, 1.0]))
print("solution:", p, "after", int(iters), "iterations, final lr", float(lr))
print("f at solution:", float(rosenbrock(p)))
