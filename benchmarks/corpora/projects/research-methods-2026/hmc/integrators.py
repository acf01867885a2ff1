import jax


def leapfrog(grad_fn, q, p, step_size, n_steps):
    """Velocity-Verlet: half kick, (n_steps - 1) full drift/kick pairs, drift, half kick."""
    p = p + 0.5 * step_size * grad_fn(q)
    for _ in range(n_steps - 1):
        q = q + step_size * p
        p = p + step_size * grad_fn(q)
    q = q + step_size * p
    p = p + 0.5 * step_size * grad_fn(q)
    return q, p


def euler(grad_fn, q, p, step_size, n_steps):
    for _ in range(n_steps):
        p = p + step_size * grad_fn(q)
        q = q + step_size * p
    return q, p


INTEGRATORS = {"leapfrog": leapfrog, "euler": euler}
