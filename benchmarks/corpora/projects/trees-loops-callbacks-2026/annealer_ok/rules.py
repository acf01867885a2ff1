import jax
import jax.numpy as jnp


def make_cond(max_iter, tol):
    def cond_fn(carry):
        _, it, grad_norm = carry
        return (it < max_iter) & (grad_norm > tol)

    return cond_fn


def make_body(objective, problem, schedule):
    grad_fn = jax.grad(objective)
    period = len(schedule)

    def body_fn(carry):
        w, it, _ = carry
        g = grad_fn(w, problem)
        lr = jnp.asarray(schedule)[it % period]
        w = w - lr * g
        return w, it + 1, jnp.linalg.norm(g)

    return body_fn
