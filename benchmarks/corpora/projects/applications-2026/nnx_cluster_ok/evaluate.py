import jax.numpy as jnp
from flax import nnx


@nnx.jit
def eval_step(model, batch):
    _, logits = model(batch["x"])
    assign = jnp.argmax(logits, axis=-1)
    used = jnp.unique(assign, size=model.num_clusters, fill_value=-1)
    onehot_pred = assign[:, None] == jnp.arange(model.num_clusters)[None]
    onehot_true = batch["cluster"][:, None] == jnp.arange(model.num_clusters)[None]
    table = onehot_pred.T.astype(jnp.int32) @ onehot_true.astype(jnp.int32)
    purity = table.max(axis=1).sum() / assign.shape[0]
    return {"purity": purity, "clusters_used": jnp.sum(used >= 0)}
