import jax
import jax.numpy as jnp
import numpy as np

from . import augment, data, features
from .config import CFG


def main() -> None:
    xs, labels = data.make_signals(CFG)
    crops = augment.crop_batch(jax.random.PRNGKey(CFG["seed"]), jnp.asarray(xs), CFG["n_crops"], CFG["crop_width"])
    feats = np.asarray(features.band_energies(crops))
    crop_labels = np.repeat(labels, CFG["n_crops"])
    print(f"crops {crops.shape}, features {feats.shape}")
    n_bands = len(features.BAND_EDGES) - 1
    per_band = feats.reshape(len(feats), n_bands, -1).mean(axis=2)
    for label in (0, 1):
        mean = per_band[crop_labels == label].mean(axis=0)
        print(f"class {label}: mean log band energy {np.round(mean, 2).tolist()}")


if __name__ == "__main__":
    main()
