import jax.numpy as jnp
import numpy as np

from . import config, data, detect


def main() -> None:
    cfg = config.merged()
    images, centers = data.make_images(cfg)
    detector = detect.make_detector(cfg)
    pts, scores, keep = detector(jnp.asarray(images))
    for i in range(len(centers)):
        found = np.asarray(pts[i])[np.asarray(keep[i])]
        print(f"image {i}: {len(found)} detections, top score {float(scores[i].max()):.3f}")


if __name__ == "__main__":
    main()
