import jax
import numpy as np
import optax

from .config import AudioConfig
from .frontend import MelFrontend
from .metrics import accuracy, confusion
from .model import Classifier
from .synth import split, tone_clips


def make_fns(model, frontend, tx):
    def forward(params, audio, lengths):
        feats = jax.vmap(frontend)(audio, lengths)
        return model.apply({"params": params}, feats)

    def loss_fn(params, audio, lengths, labels):
        logits = forward(params, audio, lengths)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    @jax.jit
    def train_step(params, opt_state, audio, lengths, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, audio, lengths, labels)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step, jax.jit(forward)


def main():
    cfg = AudioConfig()
    audio, lengths, labels = tone_clips(cfg)
    (xa, la, ya), (xb, lb, yb) = split(audio, lengths, labels)
    frontend = MelFrontend(cfg)
    model = Classifier(cfg.hidden, cfg.n_classes)
    params = model.init(jax.random.PRNGKey(cfg.seed), np.zeros((1, 2 * cfg.n_mels), np.float32))["params"]
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    train_step, forward = make_fns(model, frontend, tx)
    rng = np.random.default_rng(cfg.seed)
    for epoch in range(cfg.epochs):
        perm = rng.permutation(len(ya))
        for s in range(0, len(ya) - cfg.batch_size + 1, cfg.batch_size):
            i = perm[s:s + cfg.batch_size]
            params, opt_state, loss = train_step(params, opt_state, xa[i], la[i], ya[i])
        print(f"epoch {epoch} loss {float(loss):.3f}")
    logits = forward(params, xb, lb)
    print(f"test accuracy {float(accuracy(logits, yb)):.2f}")
    print(confusion(logits, yb, cfg.n_classes))
