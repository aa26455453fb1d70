"""The fight's state and every change to it: commands applied through one history."""
