import equinox as eqx
import jax
import jax.numpy as jnp

ENSEMBLE_SIZE = 5
IN, OUT = 3, 2


def make_member(key):
    return eqx.nn.MLP(IN, OUT, width_size=16, depth=1, key=key)


keys = jax.random.split(jax.random.PRNGKey(0), ENSEMBLE_SIZE)
ensemble = eqx.filter_vmap(make_member)(keys)


@eqx.filter_vmap(in_axes=(eqx.if_array(0), None))
def member_forward(model, x):
    return jax.vmap(model)(x)


@eqx.filter_jit
def ensemble_predict(ensemble, x, reduction: str = "mean", temperature: float = 1.0):
    preds = member_forward(ensemble, x) / temperature
    if reduction == "mean":
        return preds.mean(axis=0)
    elif reduction == "median":
        return jnp.median(preds, axis=0)
    elif reduction == "none":
        return preds
    raise ValueError(f"unknown reduction {reduction!r}")


@eqx.filter_jit
def disagreement(ensemble, x, top_k: int):
    preds = member_forward(ensemble, x)
    spread = preds.std(axis=0).sum(axis=-1)
    return jax.lax.top_k(spread, top_k)


x = jax.random.normal(jax.random.PRNGKey(1), (10, IN))
for red in ("mean", "median", "none"):
    print(red, ensemble_predict(ensemble, x, red).shape)
print(ensemble_predict(ensemble, x, reduction="mean", temperature=0.5 * ENSEMBLE_SIZE).shape)
vals, idx = disagreement(ensemble, x, top_k=min(3, x.shape[0]))
print(idx)
