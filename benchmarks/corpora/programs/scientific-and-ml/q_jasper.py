"""Gaussian-process classifier with a Laplace approximation, batched over datasets with vmap."""
import functools

import jax
import jax.numpy as jnp

CFG = {"n_points": 50, "length": 0.8, "amp": 2.0, "newton_iters": 15, "debug": True}


def kernel_matrix(x, length, amp):
    d2 = jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, axis=-1)
    return amp ** 2 * jnp.exp(-0.5 * d2 / length ** 2)


def laplace_mode(K, y, n_iters):
    n = K.shape[0]

    def newton(f, _):
        p = jax.nn.sigmoid(f)
        W = p * (1 - p)
        sw = jnp.sqrt(W)
        B = jnp.eye(n) + sw[:, None] * K * sw[None, :]
        L = jnp.linalg.cholesky(B)
        b = W * f + (y - p)
        tmp = jax.scipy.linalg.cho_solve((L, True), sw * (K @ b))
        a = b - sw * tmp
        f_new = K @ a
        return f_new, jnp.sum(jnp.abs(f_new - f))

    return jax.lax.scan(newton, jnp.zeros(n), None, length=n_iters)


@functools.partial(jax.jit, static_argnames=("n_iters",))
def fit_one(x, y, n_iters):
    K = kernel_matrix(x, CFG["length"], CFG["amp"]) + 1e-6 * jnp.eye(x.shape[0])
    f, deltas = laplace_mode(K, y, n_iters)
    log_lik = jnp.sum(y * jax.nn.log_sigmoid(f) + (1 - y) * jax.nn.log_sigmoid(-f))
    if CFG["debug"]:
        jax.debug.print("final newton step {d:.2e}, log-lik {ll:.3f}", d=deltas[-1], ll=log_lik)
    return f, log_lik


def make_dataset(key, n, shift):
    x = jax.random.normal(key, (n, 2))
    y = (x[:, 0] + x[:, 1] * shift > 0).astype(jnp.float32)
    return x, y


def main():
    keys = jax.random.split(jax.random.PRNGKey(8), 3)
    shifts = jnp.array([0.0, 0.5, -1.0])
    xs, ys = jax.vmap(lambda k, s: make_dataset(k, CFG["n_points"], s))(keys, shifts)
    batched = jax.vmap(functools.partial(fit_one, n_iters=CFG["newton_iters"]))
    fs, lls = batched(xs, ys)
    acc = jnp.mean((fs > 0) == (ys > 0.5), axis=1)
    for i in range(len(shifts)):
        print(f"dataset {i}: train accuracy {float(acc[i]):.2f}, log-lik {float(lls[i]):.2f}")


if __name__ == "__main__":
    main()
