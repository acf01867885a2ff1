import jax

from . import data, evaluate, inspect_crops, model, train
from .config import CFG


def main():
    clean = data.signals(CFG.signals)
    print("preview", inspect_crops.preview(clean, CFG.crop, CFG.border), "tiles", inspect_crops.tiles(clean, 8).shape)
    params = model.init(jax.random.PRNGKey(0), CFG.channels, CFG.kernel)
    key = jax.random.PRNGKey(1)
    for e in range(3):
        key, sub = jax.random.split(key)
        params, loss = train.epoch(params, clean, sub, CFG)
        print("epoch", e, float(loss))
    print("held out", float(evaluate.held_out(params, clean, key, CFG.crop, CFG.border)))
    print("sizes", inspect_crops.size_sweep(params, clean, key, (8, 16, 24), CFG.border))
