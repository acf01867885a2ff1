"""Training with the frontend computed inside the compiled step."""
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from . import features
from .data import make_tones
from .models import ToneClassifier
from .registry import make_frontend


def make_train_step(frontend):
    def loss_fn(model, waves, labels):
        logits = model(frontend(waves))
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, logits

    @nnx.jit
    def train_step(model, optimizer, waves, labels):
        (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, waves, labels)
        optimizer.update(model, grads)
        return loss, jnp.mean(jnp.argmax(logits, -1) == labels)

    return train_step


def train(cfg):
    a, d, m, t = cfg["audio"], cfg["data"], cfg["model"], cfg["train"]
    waves, labels = make_tones(d["frequencies"], d["num_train"], a["num_samples"],
                               a["sample_rate"], d["noise"], d["seed"])
    frontend = make_frontend(a)
    stats = features.summarize(frontend(waves[:8]))
    print(f"frontend check: {stats}")
    model = ToneClassifier(frontend.feature_dim, len(d["frequencies"]), m["channels"],
                           m["kernel"], rngs=nnx.Rngs(d["seed"]))
    optimizer = nnx.Optimizer(model, optax.adam(t["learning_rate"]), wrt=nnx.Param)
    step = make_train_step(frontend)
    rng = np.random.default_rng(d["seed"])
    history = []
    for i in range(t["steps"]):
        idx = rng.choice(len(labels), size=t["batch_size"], replace=False)
        loss, acc = step(model, optimizer, jnp.asarray(waves[idx]), jnp.asarray(labels[idx]))
        history.append((float(loss), float(acc)))
        print(f"step {i}: loss {history[-1][0]:.3f} acc {history[-1][1]:.2f}")
    return history
