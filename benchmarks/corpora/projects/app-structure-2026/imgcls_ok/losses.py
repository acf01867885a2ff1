import jax
import optax

from imgcls_ok import ops
from imgcls_ok.registry import LOSSES


@LOSSES.register("ce")
def cross_entropy(logits, labels, cfg):
    targets = jax.nn.one_hot(labels, cfg.num_classes)
    return optax.softmax_cross_entropy(logits, targets).mean()


@LOSSES.register("smooth_ce")
def smoothed_cross_entropy(logits, labels, cfg):
    logits = ops.clip_logit_norm(logits, cfg.logit_cap)
    targets = ops.smooth_labels(labels, cfg.num_classes, cfg.label_smoothing)
    return optax.softmax_cross_entropy(logits, targets).mean()
