import jax
import jax.numpy as jnp


def backtracking(forward_fn, cost_fn, xs, us, ks, Ks, cost0, decay=0.5, min_alpha=1e-3):
    """Armijo-free backtracking: halve the step until the cost goes down."""
    alpha = jnp.asarray(1.0)
    xs_new, us_new = forward_fn(xs, us, ks, Ks, alpha)
    cost_new = cost_fn(xs_new, us_new)
    def keep_going(c):
        return (c[3] > cost0) & (c[0] > min_alpha)

    def shrink(c):
        a = c[0] * decay
        xn, un = forward_fn(xs, us, ks, Ks, a)
        return a, xn, un, cost_fn(xn, un)

    alpha, xs_new, us_new, cost_new = jax.lax.while_loop(keep_going, shrink, (alpha, xs_new, us_new, cost_new))
    # if nothing helped, keep the old trajectory
    improved = cost_new < cost0
    xs_out = jnp.where(improved, xs_new, xs)
    us_out = jnp.where(improved, us_new, us)
    return xs_out, us_out, jnp.minimum(cost_new, cost0), alpha
