import jax
import jax.numpy as jnp


@jax.jit
def quantize(x, scale):
    return jnp.clip(jnp.round(x / scale), -128, 127).astype(jnp.int8)


def encode_packet(x, scale=0.05):
    q = quantize(x, scale)
    header = bytes([q.shape[0]])
    return header + bytes(q.view(jnp.uint8))


def decode_packet(packet, scale=0.05):
    n = packet[0]
    body = jnp.frombuffer(packet[1:1 + n], dtype=jnp.int8)
    return body.astype(jnp.float32) * scale


signal = jnp.sin(jnp.linspace(0.0, 6.0, 16))
packet = encode_packet(signal)
err = jnp.abs(decode_packet(packet) - signal).max()
print("packet length:", len(packet), "max error:", float(err))
