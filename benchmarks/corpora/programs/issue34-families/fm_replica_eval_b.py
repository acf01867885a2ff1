import jax
import jax.numpy as jnp


def evaluate_shard(params, batch, top_k):
    logits = batch @ params
    top = jnp.sort(logits, axis=-1)[:, -top_k:]
    return jax.lax.pmean(top.mean(), axis_name="devices")


n_dev = jax.local_device_count()
print("devices:", n_dev)
p_eval = jax.pmap(evaluate_shard, axis_name="devices", in_axes=(None, 0, None), static_broadcasted_argnums=(2,))

params = jax.random.normal(jax.random.key(0), (4, 10))
batches = jnp.ones((n_dev, 16, 4))
scores = p_eval(params, batches, top_k=3)
print("replicated score:", scores)
per_k = {k: float(p_eval(params, batches, k)[0]) for k in (1, 5)}
print("top-k sweep:", per_k)
