import jax
import jax.numpy as jnp


def make_problem(key, n, dim, l2):
    kx, kw = jax.random.split(key)
    x = jax.random.normal(kx, (n, dim))
    w_true = jax.random.normal(kw, (dim,))
    y = (x @ w_true > 0).astype(jnp.float32)
    return {"x": x, "y": y, "l2": l2}


def objective(w, problem):
    logits = problem["x"] @ w
    nll = jnp.mean(jax.nn.softplus(logits) - problem["y"] * logits)
    return nll + 0.5 * problem["l2"] * jnp.sum(w * w)


def accuracy(w, problem):
    pred = (problem["x"] @ w > 0).astype(jnp.float32)
    return jnp.mean(pred == problem["y"])
