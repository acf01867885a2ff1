import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import SignalDataset
from .losses import segmentation_loss, pixel_accuracy
from .models import SegNet
from .utils import replicate, unreplicate, shard


def make_steps(model, tx, ignore_index):
    @functools.partial(jax.pmap, axis_name="devices")
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply({"params": p}, batch["signal"])
            return segmentation_loss(logits, batch["labels"], ignore_index), logits

        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        grads = jax.lax.pmean(grads, "devices")
        updates, opt_state = tx.update(grads, opt_state, params)
        acc = jax.lax.pmean(pixel_accuracy(logits, batch["labels"], ignore_index), "devices")
        return optax.apply_updates(params, updates), opt_state, jax.lax.pmean(loss, "devices"), acc

    return train_step


def train(args):
    ds = SignalDataset(128, num_classes=args.num_classes, ignore_index=args.ignore_index)
    model = SegNet(channels=tuple(args.channels), num_classes=args.num_classes)
    params = model.init(jax.random.key(0), jnp.zeros((1, 64, 1)))["params"]
    tx = optax.adam(args.lr)
    params, opt_state = replicate(params), replicate(tx.init(params))
    train_step = make_steps(model, tx, args.ignore_index)
    global_batch = args.per_device_batch * jax.local_device_count()
    rng = np.random.default_rng(0)
    for epoch in range(args.epochs):
        accs = []
        for batch in ds.batches(global_batch, rng):
            params, opt_state, loss, acc = train_step(params, opt_state, shard(batch))
            accs.append(float(unreplicate(acc)))
        if not args.quiet:
            print("epoch %d loss %.4f pixel-acc %.3f" % (epoch, float(unreplicate(loss)), np.mean(accs)))
