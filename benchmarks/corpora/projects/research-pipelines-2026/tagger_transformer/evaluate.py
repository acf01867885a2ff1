from functools import partial

import jax

from .metrics import masked_accuracy, masked_xent, per_tag_counts


@partial(jax.jit, static_argnames=("model", "num_tags"))
def eval_step(model, params, batch, num_tags):
    logits = model.apply(params, batch["tokens"], batch["mask"])
    return {
        "loss": masked_xent(logits, batch["tags"], batch["mask"]),
        "acc": masked_accuracy(logits, batch["tags"], batch["mask"]),
        "pred_hist": per_tag_counts(logits, batch["mask"], num_tags),
    }
