"""Jitted training step: vmapped feature extraction feeding the linen model."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import features
from .model import FrameClassifier


def make_fns(cfg, fb, model, tx):
    def featurize(waves):
        return jax.vmap(lambda w: features.log_mel(w, cfg, fb))(waves)

    def loss_fn(params, batch):
        logits = model.apply({"params": params}, featurize(batch["wave"]))
        labels = batch["label"]
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, logits

    @jax.jit
    def train_step(params, opt_state, batch):
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, logits

    return jax.jit(featurize), train_step


def fit(cfg, batches):
    fb = features.mel_filterbank(cfg)
    model = FrameClassifier(n_classes=cfg.n_classes)
    tx = optax.adam(cfg.learning_rate)
    featurize, train_step = make_fns(cfg, fb, model, tx)

    first = featurize(batches[0]["wave"])
    n_frames = first.shape[1]
    key = jax.random.key(cfg.seed, impl="rbg")
    params = jax.jit(model.init)(key, jnp.zeros((1, n_frames, cfg.n_mels)))["params"]
    opt_state = tx.init(params)

    log = {"loss": [], "acc": []}
    for _ in range(cfg.epochs):
        for batch in batches:
            params, opt_state, loss, logits = train_step(params, opt_state, batch)
            preds = np.asarray(logits).argmax(-1)
            log["loss"].append(float(loss))
            log["acc"].append(float(np.mean(preds == batch["label"])))
    stats = {"feat_p95": float(np.percentile(np.asarray(first), 95)), "n_frames": n_frames}
    return params, log, stats
