import jax


def newton(f, x0, tol=1e-4, max_iter=50):
    df = jax.grad(f)
    x, it = x0, 0
    while abs(f(x)) > tol and it < max_iter:
        x = x - f(x) / df(x)
        it += 1
    return x


def newton_steps(f, x0, n):
    df = jax.grad(f)
    x = x0
    for _ in range(n):
        x = x - f(x) / df(x)
    return x
