import numpy as np


def render(img, size=8, thresh=0.5):
    img = np.asarray(img).reshape(size, size)
    return "\n".join("".join("#" if v > thresh else "." for v in row) for row in img) + "\n"
